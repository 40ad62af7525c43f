import TextUI

/// JSON the tool prints, made as safe for a terminal as its text: what
/// `snapshots status --json` writes.
///
/// `JSONEncoder` escapes the C0 controls in strings, as JSON requires, but writes DEL,
/// the C1 controls (CSI U+009B obeys like ESC `[`) and the bidirectional overrides raw,
/// which JSON allows. A file name holding one would then drive the terminal of whoever
/// runs the command without a pipe. So every such scalar (`ControlPicture.isControl(_:)`,
/// the set every other output shows as pictures) is written as a JSON escape: `\u009b`,
/// `\u202e`. Unlike a picture, an escape is still valid JSON and decodes to the real
/// name, which is what machine output must keep.
enum JSONText {
  /// `json`, the output of `JSONEncoder`, with every control scalar left raw in a string
  /// written as `\uXXXX`.
  ///
  /// Outside its strings, JSON text holds only ASCII punctuation, letters, digits and
  /// whitespace, and `JSONEncoder` escapes every C0 control inside one; so a raw line
  /// feed is the layout of `.prettyPrinted` and is kept, and every other control found
  /// is inside a string, where an escape means the same scalar.
  ///
  /// - Complexity: O(*n*) in the scalars of `json`.
  static func escapingControls(_ json: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      guard scalar != "\n", ControlPicture.isControl(scalar) else {
        escaped.unicodeScalars.append(scalar)
        continue
      }
      // Each UTF-16 unit as JSON writes it; every control is one unit (no surrogates).
      for unit in String(scalar).utf16 {
        let hex = String(unit, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return escaped
  }
}
