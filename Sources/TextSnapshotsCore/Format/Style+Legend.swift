import Foundation
import TextUI

extension Style {
  /// The style a legend line describes, so a golden can be drawn again as its frame was.
  ///
  /// `description` is a legend line without its symbol: `alert: fg=red bold`,
  /// `fg=#ff8000 bg=idx(236) underline`, `plain`. The words are those of
  /// ``Style/description``; a role's name comes before the last `": "`, and it is given
  /// `letter`, the symbol its cells show. A word this reader does not know (a hand-edited
  /// legend) is left out rather than guessed at: the text and the plane still say what
  /// the file holds.
  ///
  /// - Parameters:
  ///   - description: The legend's words for the style.
  ///   - letter: The symbol the plane marks the style's cells with.
  init(legend description: String, letter: Character) {
    var look = Substring(description)
    var role: Role?
    if let colon = description.range(of: ": ", options: .backwards) {
      role = Role(name: String(description[..<colon.lowerBound]), letter: letter)
      look = description[colon.upperBound...]
    }
    var foreground: Color?
    var background: Color?
    var attributes: TextAttributes = []
    for word in look.split(separator: " ") {
      if word.hasPrefix("fg=") {
        foreground = Self.color(named: word.dropFirst(3))
      } else if word.hasPrefix("bg=") {
        background = Self.color(named: word.dropFirst(3))
      } else if let (attribute, _) = TextAttributes.named.first(where: { $0.1 == word }) {
        attributes.insert(attribute)
      }
    }
    self.init(foreground: foreground, background: background, attributes: attributes, role: role)
  }

  /// Why `description`, a legend line without its symbol, is not a style
  /// ``Style/description`` could have written; `nil` when it is one.
  ///
  /// ``init(legend:letter:)`` leaves an unknown word out, so a golden drawn from such a
  /// line would look fine while saying something else: a checked file reports it instead.
  ///
  /// - Parameter description: The legend's words for the style, `alert: fg=red bold`.
  /// - Returns: The reason, `unknown colour "chartreuse" in fg=chartreuse; …`.
  static func problem(inLegend description: String) -> String? {
    var look = Substring(description)
    if let colon = description.range(of: ": ", options: .backwards) {
      look = description[colon.upperBound...]
    }
    guard look != "plain" else { return nil }
    let words = look.split(separator: " ")
    guard !words.isEmpty else { return "the legend line names no style" }
    for word in words {
      if word.hasPrefix("fg=") || word.hasPrefix("bg=") {
        guard color(named: word.dropFirst(3)) == nil else { continue }
        return """
          unknown colour "\(word.dropFirst(3))" in \(word); a colour is a name such as red or \
          bright-blue, idx(0) to idx(255), #rrggbb, or default
          """
      }
      guard !TextAttributes.named.contains(where: { $0.1 == word }) else { continue }
      let attributes = TextAttributes.named.map(\.1).joined(separator: ", ")
      return "unknown word \"\(word)\"; a style is fg=…, bg=… and attributes (\(attributes))"
    }
    return nil
  }

  /// The colour ``Color/description`` writes as `word`: `red`, `bright-blue`,
  /// `idx(236)`, `#ff8000`, `default`; `nil` for a word it never writes.
  static func color(named word: Substring) -> Color? {
    if word == "default" { return .default }
    if let named = NamedColor.allCases.first(where: { $0.description == word }) {
      return .named(named)
    }
    if word.hasPrefix("idx("), word.hasSuffix(")"), let index = UInt8(word.dropFirst(4).dropLast())
    {
      return .indexed(index)
    }
    guard word.hasPrefix("#"), word.count == 7, let value = UInt32(word.dropFirst(), radix: 16)
    else { return nil }
    return .rgb(
      red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
  }
}
