import TextUI

extension JSONValue {
  /// The document as pretty-printed JSON: members sorted by key, two spaces an indent,
  /// `"key": value`, empty arrays and objects as `[]` and `{}`.
  ///
  /// Fields `redactor` matches are written as their replacement, as a JSON string.
  func text(redactor: inout FieldRedactor) -> String {
    var output = ""
    var path: [String] = []
    write(into: &output, depth: 0, path: &path, redactor: &redactor)
    return output
  }

  private func write(
    into output: inout String, depth: Int, path: inout [String], redactor: inout FieldRedactor
  ) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let text): output += text
    case .string(let text): output += Self.quoted(text)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "["
      for (index, element) in elements.enumerated() {
        output += (index == 0 ? "\n" : ",\n") + Self.indent(depth + 1)
        element.write(into: &output, depth: depth + 1, path: &path, redactor: &redactor)
      }
      output += "\n" + Self.indent(depth) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{"
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for (index, member) in sorted.enumerated() {
        output += (index == 0 ? "\n" : ",\n") + Self.indent(depth + 1)
        output += Self.quoted(member.key) + ": "
        path.append(member.key)
        if !redactor.isEmpty, let replacement = redactor.replacement(at: path) {
          output += Self.quoted(replacement)
        } else {
          member.value.write(into: &output, depth: depth + 1, path: &path, redactor: &redactor)
        }
        path.removeLast()
      }
      output += "\n" + Self.indent(depth) + "}"
    }
  }

  private static func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: depth)
  }

  /// `text` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t` or
  /// `\u001B`, and the bidirectional controls JSON allows raw escaped too, so the text
  /// shows the same in a terminal as in the file (see `ControlPicture`).
  static func quoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      default:
        if ControlPicture.visible(String(scalar)) != String(scalar) {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          if scalar.value > 0xFFFF {
            output += ControlPicture.visible(String(scalar))
          } else {
            output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          }
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }
}
