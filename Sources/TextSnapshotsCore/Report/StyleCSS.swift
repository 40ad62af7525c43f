import TextUI

/// A snapshot legend's style as inline CSS, so the report draws a styled frame in colour.
///
/// The report reads goldens, not frames, so it starts from the legend's words
/// (`alert: fg=red bold`, `fg=#ff8000 bg=idx(236) underline`). Named and indexed colours
/// are drawn in xterm's default palette: a terminal's theme decides their real shades,
/// and one fixed palette at least draws every page alike. A role's name is not a look,
/// so it is skipped; an unknown word is ignored rather than guessed at.
enum StyleCSS {
  /// The declarations for a legend's style, `color:#cd0000;font-weight:bold`; empty for
  /// `plain`.
  static func declarations(for legend: String) -> String {
    let look = legend.range(of: ": ").map { legend[$0.upperBound...] } ?? legend[...]
    let words = look.split(separator: " ")
    var foreground: String?
    var background: String?
    var declarations: [String] = []
    var lines: [String] = []
    var reversed = false
    for word in words {
      if word.hasPrefix("fg=") {
        foreground = hex(word.dropFirst(3))
      } else if word.hasPrefix("bg=") {
        background = hex(word.dropFirst(3))
      } else {
        switch word {
        case "bold": declarations.append("font-weight:bold")
        case "dim": declarations.append("opacity:0.6")
        case "italic": declarations.append("font-style:italic")
        case "underline": lines.append("underline")
        case "strikethrough": lines.append("line-through")
        case "reverse": reversed = true
        default: break
        }
      }
    }
    if reversed {
      // Reverse video swaps the colours, the terminal's own defaults included.
      (foreground, background) = (background ?? "var(--frame)", foreground ?? "var(--text)")
    }
    if let foreground { declarations.insert("color:\(foreground)", at: 0) }
    if let background { declarations.insert("background:\(background)", at: 0) }
    if !lines.isEmpty { declarations.append("text-decoration:\(lines.joined(separator: " "))") }
    return declarations.joined(separator: ";")
  }

  /// The CSS colour of a legend's colour word: `red`, `bright-blue`, `idx(236)`,
  /// `#ff8000`; `nil` for one it does not know.
  static func hex<Word: StringProtocol>(_ word: Word) -> String? {
    if word.hasPrefix("#"), word.count == 7, word.dropFirst().allSatisfy(\.isHexDigit) {
      return String(word)
    }
    if word.hasPrefix("idx("), word.hasSuffix(")"), let index = UInt8(word.dropFirst(4).dropLast())
    {
      return xterm(index)
    }
    return NamedColor.allCases.first { $0.description == word }.map { xterm($0.rawValue) }
  }

  /// Entry `index` of xterm's default 256-colour palette, as `#rrggbb`.
  static func xterm(_ index: UInt8) -> String {
    let rgb: (Int, Int, Int)
    switch index {
    case 0..<16:
      rgb = namedShades[Int(index)]
    case 16..<232:
      // A 6x6x6 cube whose levels are 0, then 95 to 255 in steps of 40.
      let levels = [0, 95, 135, 175, 215, 255]
      let cube = Int(index) - 16
      rgb = (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    default:
      let grey = 8 + 10 * (Int(index) - 232)
      rgb = (grey, grey, grey)
    }
    return "#"
      + [rgb.0, rgb.1, rgb.2].map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// xterm's shades of the 16 named colours, in SGR order.
  private static let namedShades: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]
}
