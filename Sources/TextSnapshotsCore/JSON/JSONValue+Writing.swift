import TextUI

extension JSONValue {
  /// The document as pretty-printed JSON: members sorted by key, two spaces an indent,
  /// `"key": value`, empty arrays and objects as `[]` and `{}`.
  ///
  /// Fields `redactor` matches are written as their replacement, as a JSON string.
  ///
  /// - Parameters:
  ///   - redactor: The field redactions to apply.
  ///   - holders: The type that wrote each object, for key-path redactions; `nil` when
  ///     there are none.
  func text(redactor: inout FieldRedactor, holders: EncodedHolders? = nil) -> String {
    var output = ""
    var walk = Walk(holders: holders)
    write(into: &output, depth: 0, walk: &walk, redactor: &redactor)
    return output
  }

  /// Where the writer is: the names of the members that lead there (an element adds
  /// none, as a redaction's path has none), and, when key-path redactions need them,
  /// the coding path and the type of the object each name is a member of.
  private struct Walk {
    let holders: EncodedHolders?
    var path: [String] = []
    var steps: [EncodedHolders.Step] = []
    var types: [Any.Type?] = []
  }

  private func write(
    into output: inout String, depth: Int, walk: inout Walk, redactor: inout FieldRedactor
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
        if walk.holders != nil { walk.steps.append(.index(index)) }
        element.write(into: &output, depth: depth + 1, walk: &walk, redactor: &redactor)
        if walk.holders != nil { walk.steps.removeLast() }
      }
      output += "\n" + Self.indent(depth) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{"
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      let holder = walk.holders?[walk.steps]
      for (index, member) in sorted.enumerated() {
        output += (index == 0 ? "\n" : ",\n") + Self.indent(depth + 1)
        output += Self.quoted(member.key) + ": "
        walk.path.append(member.key)
        walk.types.append(holder)
        if walk.holders != nil { walk.steps.append(.key(member.key)) }
        if !redactor.isEmpty,
          let replacement = redactor.replacement(at: walk.path, holders: walk.types)
        {
          output += Self.quoted(replacement)
        } else {
          member.value.write(into: &output, depth: depth + 1, walk: &walk, redactor: &redactor)
        }
        walk.path.removeLast()
        walk.types.removeLast()
        if walk.holders != nil { walk.steps.removeLast() }
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
