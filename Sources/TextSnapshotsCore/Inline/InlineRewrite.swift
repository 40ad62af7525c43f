extension InlineSnapshotSite {
  /// Puts `text` where this site keeps its expected text, and says how positions moved.
  ///
  /// Only the literal changes: its opening delimiter stays where it was and its lines
  /// take the closing delimiter's indentation, so the rest of the file is byte for byte
  /// what it was. A missing or `""` closure becomes one that returns the literal,
  /// indented one step (two spaces, or a tab in a file indented with tabs) past the
  /// line it is on.
  package func rewrite(_ source: inout SourceText, with text: String) -> SourceEdit {
    let ending = source.lineEnding
    switch body {
    case .literal(let range, let indentation):
      let literal = InlineLiteral.source(of: text, indentation: indentation, lineEnding: ending)
      return source.replace(range, with: literal)
    case .emptyClosure(let range):
      let closure = Self.closure(text, in: source, lineAt: range.lowerBound)
      return source.replace(range, with: closure)
    case .noClosure(let offset):
      let closure = Self.closure(text, in: source, lineAt: max(offset - 1, 0))
      return source.replace(offset..<offset, with: Array(" ".utf8) + closure)
    }
  }

  /// `{`, the literal one step in, and `}` at the indentation of the line at `offset`.
  private static func closure(_ text: String, in source: SourceText, lineAt offset: Int) -> [UInt8]
  {
    let outer = source.indentation(ofLineAt: offset)
    let step = outer.first == UInt8(ascii: "\t") ? [UInt8(ascii: "\t")] : Array("  ".utf8)
    let ending = source.lineEnding
    let literal = InlineLiteral.source(of: text, indentation: outer + step, lineEnding: ending)
    return Array("{".utf8) + ending + outer + step + literal + ending + outer + Array("}".utf8)
  }
}

extension Snapshot {
  /// The snapshot as an inline literal holds it: the fenced rows without the header
  /// line and without the final line break (a multi-line literal has none).
  package var inlineText: String {
    var rows = text.drop { $0 != "\n" }.dropFirst()
    if rows.hasSuffix("\n") { rows = rows.dropLast() }
    return String(rows)
  }
}
