/// Writes recorded text as a Swift multi-line string literal whose value is exactly that
/// text.
///
/// Three forms, the plainest that is exact:
///
/// - `"""`, when the text has no backslash, no `"""` and no control character: what a
///   person would type;
/// - raw `#"""…"""#`, with as many `#` as it takes, when it has a backslash or `"""`:
///   a frame with `\` in it still reads as the frame, with no doubled backslashes;
/// - `"""` with escapes (`\\`, `\"`, `\u{1B}`) when it has a control character, which
///   only a text snapshot can hold: a raw literal cannot spell one, and a raw CR in the
///   source would be read as a line break.
package enum InlineLiteral {
  /// The literal's source: the opening delimiter, each line of `text` indented by
  /// `indentation`, and the closing delimiter on a line of its own (indented the same,
  /// which is what the compiler strips). Lines end with `lineEnding`.
  package static func source(
    of text: String, indentation: [UInt8], lineEnding: [UInt8]
  ) -> [UInt8] {
    let hasControl = text.unicodeScalars.contains(where: isControl)
    let hashes: Int
    let body: String
    if hasControl {
      (hashes, body) = (0, escaped(text))
    } else if !text.contains("\\") && !text.contains("\"\"\"") {
      (hashes, body) = (0, text)
    } else {
      (hashes, body) = (rawHashes(for: text), text)
    }
    let marks = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    let quotes = Array("\"\"\"".utf8)
    var bytes = marks + quotes + lineEnding
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
      if !line.isEmpty { bytes += indentation + Array(line.utf8) }
      bytes += lineEnding
    }
    return bytes + indentation + quotes + marks
  }

  /// The fewest `#` (at least one) that make neither `"""#…` nor `\#…` appear in
  /// `text`, so none of it ends the literal or starts an escape.
  static func rawHashes(for text: String) -> Int {
    var count = 1
    while true {
      let marks = String(repeating: "#", count: count)
      if !text.contains("\"\"\"" + marks) && !text.contains("\\" + marks) { return count }
      count += 1
    }
  }

  /// `text` with backslashes, quotes and control characters escaped; line breaks stay.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\n"
      case _ where isControl(scalar):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// C0 controls but tab and line feed, and DEL.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || scalar.value == 0x7F
  }
}
