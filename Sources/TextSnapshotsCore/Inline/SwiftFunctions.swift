/// The functions a Swift source file declares and the extent of their bodies: enough to
/// say which function a call is written in, and whether a test is still declared,
/// without a Swift parser.
///
/// It reads declarations the way ``SwiftSkipper`` reads brackets: strings and comments
/// are stepped over, and the first `{` after `func name`, `init`, `deinit` or
/// `subscript`, at the same bracket depth, opens that declaration's body. Code between
/// `#if` and `#endif` is read whatever the condition, so a test compiled only on another
/// platform is still found. A body is also marked when it holds an `#if` of its own.
struct SwiftFunctions {
  /// One declared function (or initializer, or subscript).
  struct Function: Equatable {
    /// Its base name: `rendersDash` for `func rendersDash(at:)`, `init` for an
    /// initializer, without backticks.
    var name: String
    /// Its body, from `{` to just past `}`, in bytes.
    var body: Range<Int>
    /// Whether the body holds an `#if`, so what it runs may differ by platform.
    var hasConditionalCode: Bool
  }

  /// Every function with a body, in the order their bodies end.
  let functions: [Function]

  init(_ bytes: [UInt8]) {
    functions = Scan(bytes: bytes).run()
  }

  /// The innermost function whose body holds `offset`: the one `#function` names for
  /// code written there (a closure inside a function reports the function).
  func innermost(containing offset: Int) -> Function? {
    functions.filter { $0.body.contains(offset) }.min { $0.body.count < $1.body.count }
  }

  /// The functions whose base name is `name`.
  func named(_ name: String) -> [Function] {
    functions.filter { $0.name == name }
  }

  /// The base name in a `#function` value: `rendersDash` for `rendersDash(at:)`,
  /// without backticks.
  static func baseName(ofFunction function: String) -> String {
    String(function.prefix { $0 != "(" }.filter { $0 != "`" })
  }
}

extension SwiftFunctions {
  /// One pass over the bytes, keeping the open braces and the declaration waiting for
  /// its body.
  private struct Scan {
    let bytes: [UInt8]

    /// An open `{`: where it is, and the function it opens, if it opens one.
    private struct OpenBrace {
      var offset: Int
      var function: String?
      var hasConditionalCode = false
    }

    /// Words after which a declaration that has not found its body never will: a
    /// protocol's requirement is followed by another declaration.
    private static let otherDeclarations: Set<String> = [
      "var", "let", "case", "typealias", "associatedtype", "struct", "class", "enum",
      "extension", "actor", "protocol", "import",
    ]
    private static let nameIsKeyword: Set<String> = ["init", "deinit", "subscript"]

    func run() -> [Function] {
      let skipper = SwiftSkipper(bytes: bytes)
      var found: [Function] = []
      var open: [OpenBrace] = []
      /// The declaration waiting for its body, and the bracket depth it was made at.
      var waiting: (name: String, depth: Int)?
      var depth = 0
      var index = 0
      while index < bytes.count {
        if let end = skipper.skipTrivia(at: index) ?? skipper.skipString(at: index) {
          index = end
          continue
        }
        let byte = bytes[index]
        if Self.isIdentifier(byte) || byte == UInt8(ascii: "`") {
          let end = wordEnd(from: index)
          let word = String(decoding: bytes[index..<end], as: UTF8.self)
          let isMember = previousNonSpace(before: index) == UInt8(ascii: ".")
          if word == "if", previousNonSpace(before: index) == UInt8(ascii: "#") {
            for brace in open.indices { open[brace].hasConditionalCode = true }
          } else if isMember {
            // `.init(…)` and `self.init` call an initializer; they declare nothing.
          } else if word == "func" {
            waiting = declaredName(after: end).map { ($0, depth) }
          } else if Self.nameIsKeyword.contains(word) {
            waiting = (word, depth)
          } else if Self.otherDeclarations.contains(word), waiting?.depth == depth {
            waiting = nil
          }
          index = end
          continue
        }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
        case UInt8(ascii: "{"):
          let opens = waiting.flatMap { $0.depth == depth ? $0.name : nil }
          if opens != nil { waiting = nil }
          open.append(OpenBrace(offset: index, function: opens))
        case UInt8(ascii: "}"):
          if waiting?.depth == depth { waiting = nil }
          if let brace = open.popLast(), let name = brace.function {
            found.append(
              Function(
                name: name, body: brace.offset..<(index + 1),
                hasConditionalCode: brace.hasConditionalCode))
          }
        default: break
        }
        index += 1
      }
      return found
    }

    /// The name after `func`: an identifier, a backticked name or an operator.
    private func declaredName(after index: Int) -> String? {
      var start = index
      while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
      guard start < bytes.count else { return nil }
      let end: Int
      if Self.isIdentifier(bytes[start]) || bytes[start] == UInt8(ascii: "`") {
        end = wordEnd(from: start)
      } else {
        end =
          bytes[start...].firstIndex {
            Self.isIdentifier($0) || " \t\r\n(<".utf8.contains($0)
          } ?? bytes.count
      }
      let name = String(decoding: bytes[start..<end], as: UTF8.self).filter { $0 != "`" }
      return name.isEmpty ? nil : name
    }

    /// The end of the identifier (or backticked name) starting at `index`.
    private func wordEnd(from index: Int) -> Int {
      if bytes[index] == UInt8(ascii: "`") {
        let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "`"))
        return close.map { $0 + 1 } ?? bytes.count
      }
      return bytes[index...].firstIndex { !Self.isIdentifier($0) } ?? bytes.count
    }

    /// The byte before `index`, past spaces and tabs; `nil` at the start.
    private func previousNonSpace(before index: Int) -> UInt8? {
      bytes[..<index].last { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    }

    /// ASCII letters, digits, `_`, and every byte of a non-ASCII character (Swift
    /// identifiers may hold most of them; none is punctuation that matters here).
    private static func isIdentifier(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
        return true
      default: return false
      }
    }
  }
}
