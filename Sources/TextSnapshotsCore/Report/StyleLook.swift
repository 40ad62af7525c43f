import TextUI

/// A legend's style read into what drawing it takes: its colours, in xterm's palette,
/// and its attributes.
///
/// The report's CSS (``StyleCSS``) and the SVG image (``FrameSVG``) both draw a style
/// from its legend line (`alert: fg=red bold`, `fg=#ff8000 bg=idx(236) underline`), so
/// both read it here, and one frame looks the same on a report page, in the gallery and
/// in an image. A role's name is not a look, so it is skipped; an unknown word is ignored
/// rather than guessed at.
struct StyleLook: Equatable {
  /// The foreground as declared, `#rrggbb`; `nil` for the default.
  var foreground: String?
  /// The background as declared, `#rrggbb`; `nil` for the default.
  var background: String?
  var isBold = false
  var isDim = false
  var isItalic = false
  var isUnderlined = false
  var isStruckThrough = false
  /// Whether the colours are swapped (reverse video).
  var isReversed = false

  /// The look of a legend's style: `plain`, `fg=blue`, `alert: fg=red bold`.
  init(legend: String) {
    let look = legend.range(of: ": ").map { legend[$0.upperBound...] } ?? legend[...]
    for word in look.split(separator: " ") {
      if word.hasPrefix("fg=") {
        foreground = Self.hex(word.dropFirst(3))
      } else if word.hasPrefix("bg=") {
        background = Self.hex(word.dropFirst(3))
      } else {
        switch word {
        case "bold": isBold = true
        case "dim": isDim = true
        case "italic": isItalic = true
        case "underline": isUnderlined = true
        case "strikethrough": isStruckThrough = true
        case "reverse": isReversed = true
        default: break
        }
      }
    }
  }

  /// The colours the cells are drawn in, foreground then background; `nil` where the
  /// drawing's default shows through.
  ///
  /// Reverse video swaps the colours, the defaults included, so a reversed style with a
  /// default colour needs the default spelled out: `foreground` and `background` name
  /// them, as a CSS variable or a `#rrggbb`.
  func drawnColors(foreground defaultForeground: String, background defaultBackground: String)
    -> (foreground: String?, background: String?)
  {
    guard isReversed else { return (foreground, background) }
    return (background ?? defaultBackground, foreground ?? defaultForeground)
  }

  /// The lines drawn through the text, as CSS and SVG's `text-decoration` spell them:
  /// `underline line-through`; empty for none.
  var decorations: [String] {
    (isUnderlined ? ["underline"] : []) + (isStruckThrough ? ["line-through"] : [])
  }

  /// The colour of a legend's colour word, `#rrggbb`: `red`, `bright-blue`, `idx(236)`,
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
  ///
  /// Named and indexed colours are drawn in this palette: a terminal's theme decides
  /// their real shades, and one fixed palette at least draws every page and image alike.
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
