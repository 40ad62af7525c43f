/// A type's name as a reader writes it in Swift: no module prefix, no private-context
/// marker, and the sugared forms of arrays, dictionaries and optionals.
///
/// `String(reflecting:)` gives `Presentation.NowView.Props` and
/// `Swift.Array<Swift.Optional<Presentation.NowView.Hour>>`; a dump shows
/// `NowView.Props` and `[NowView.Hour?]`. The module is noise in a diff (a type moved to
/// another module is not a change in what the value holds), and the address Swift gives a
/// `private` type (`(unknown context at $10a8b3c)`) changes from build to build.
///
/// A render trace names values with it, and a snapshot's dump (in TextSnapshotsCore)
/// names types with it, so both read the same.
package enum ReadableTypeName {
  /// The readable name of `type`.
  package static func of(_ type: Any.Type) -> String {
    readable(String(reflecting: type))
  }

  /// `qualified` (a name as `String(reflecting:)` writes it) made readable.
  static func readable(_ qualified: String) -> String {
    var parser = Parser(text: Substring(qualified))
    return parser.typeName()
  }

  /// Reads one type name at a time: a dotted path, then generic arguments in `<…>`.
  private struct Parser {
    var text: Substring

    /// The next type name: its path without the module, its generic arguments readable.
    mutating func typeName() -> String {
      var components: [Substring] = []
      while let component = nextComponent() {
        components.append(component)
        guard text.first == "." else { break }
        text.removeFirst()
      }
      // The first component is the module (`Swift`, `Presentation`, `__C`); a private
      // type's context marker is dropped wherever it is.
      let path = components.dropFirst(components.count > 1 ? 1 : 0)
        .filter { !$0.hasPrefix("(unknown context") }
      let name = path.joined(separator: ".")
      guard text.first == "<" else { return name }
      text.removeFirst()
      var arguments: [String] = []
      while !text.isEmpty {
        arguments.append(typeName())
        let separator = text.popFirst()
        if separator == ">" { break }
        if text.first == " " { text.removeFirst() }
      }
      return sugared(name, arguments)
    }

    /// The next path component: an identifier, or a whole parenthesised group (a
    /// private context marker, a tuple or a function type).
    private mutating func nextComponent() -> Substring? {
      guard let first = text.first else { return nil }
      if first == "(" {
        var depth = 0
        var end = text.startIndex
        for index in text.indices {
          if text[index] == "(" { depth += 1 }
          if text[index] == ")" { depth -= 1 }
          if depth == 0 {
            end = text.index(after: index)
            break
          }
        }
        defer { text = text[end...] }
        return text[..<end]
      }
      let end = text.firstIndex { ".<>, ".contains($0) } ?? text.endIndex
      defer { text = text[end...] }
      return text[..<end]
    }

    private func sugared(_ name: String, _ arguments: [String]) -> String {
      switch (name, arguments.count) {
      case ("Array", 1): return "[\(arguments[0])]"
      case ("Optional", 1): return "\(arguments[0])?"
      case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
      default: return "\(name)<\(arguments.joined(separator: ", "))>"
      }
    }
  }
}
