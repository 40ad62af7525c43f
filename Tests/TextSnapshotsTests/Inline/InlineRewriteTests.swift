import Testing

@testable import TextSnapshotsCore

/// The rewriter on its own: which literal it finds from `#line`/`#column`, what it
/// writes, and what it refuses. Only the literal may change; every other byte stays.
@Suite struct InlineRewriteTests {
  private func rewrite(_ text: String, call: Int = 0, with new: String) throws -> String {
    try InlineSource.rewriting(text, at: InlineSource.calls(in: text)[call], with: new)
  }

  private func refusal(_ text: String) -> String? {
    do {
      _ = try rewrite(text, with: "|x|")
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func fillsAnEmptyLiteralKeepingItsIndentation() throws {
    let text = """
      func f() {
          assertInlineSnapshot(of: v, width: 2, height: 1) {
              \"\"\"
              \"\"\"
          }
      }

      """
    #expect(
      try rewrite(text, with: "|ab|\n|cd|") == """
        func f() {
            assertInlineSnapshot(of: v, width: 2, height: 1) {
                \"\"\"
                |ab|
                |cd|
                \"\"\"
            }
        }

        """)
  }

  @Test func addsAClosureWhereThereIsNone() throws {
    let text = "  assertInlineSnapshot(of: \"x\")\n  next()\n"
    #expect(
      try rewrite(text, with: "|x|")
        == "  assertInlineSnapshot(of: \"x\") {\n    \"\"\"\n    |x|\n    \"\"\"\n  }\n  next()\n")
  }

  @Test func replacesAOneLineEmptyLiteral() throws {
    let text = "\tassertInlineSnapshot(of: \"x\") { \"\" }\n"
    #expect(
      try rewrite(text, with: "|x|")
        == "\tassertInlineSnapshot(of: \"x\") {\n\t\t\"\"\"\n\t\t|x|\n\t\t\"\"\"\n\t}\n")
  }

  @Test func stepsOverParenthesesInStringsAndCommentsAmongTheArguments() throws {
    let text = """
      assertInlineSnapshot(of: f(")", /* ) */ g("\\(h(")"))"))) // (
      {
        ""
      }
      """
    let result = try rewrite(text, with: "|y|")
    #expect(
      result.hasPrefix("assertInlineSnapshot(of: f(\")\", /* ) */ g(\"\\(h(\")\"))\"))) // (\n{\n"))
    #expect(result.hasSuffix("  \"\"\"\n  |y|\n  \"\"\"\n}"))
  }

  @Test func findsTheRightCallAmongSeveral() throws {
    let text = """
      assertInlineSnapshot(of: a) {
        \"\"\"
        |a|
        \"\"\"
      }
      assertInlineSnapshot(of: b) {
        \"\"\"
        |b|
        \"\"\"
      }
      """
    let result = try rewrite(text, call: 1, with: "|B|\n|B|")
    #expect(result == text.replacingOccurrences(of: "  |b|\n", with: "  |B|\n  |B|\n"))
  }

  @Test func keepsCRLFLineEndings() throws {
    let text =
      "x()\r\n  assertInlineSnapshot(of: v) {\r\n    \"\"\"\r\n    |old|\r\n    \"\"\"\r\n  }\r\n"
    #expect(
      try rewrite(text, with: "|new|\n|row|")
        == "x()\r\n  assertInlineSnapshot(of: v) {\r\n    \"\"\"\r\n    |new|\r\n    |row|\r\n    \"\"\"\r\n  }\r\n"
    )
  }

  @Test func rewritesARawLiteral() throws {
    let text = "assertInlineSnapshot(of: v) {\n  ##\"\"\"\n  |a\\b|\n  \"\"\"##\n}\n"
    #expect(
      try rewrite(text, with: "|ok|")
        == "assertInlineSnapshot(of: v) {\n  \"\"\"\n  |ok|\n  \"\"\"\n}\n")
  }

  @Test func writesBackslashesAndTripleQuotesInARawLiteral() {
    let source = InlineLiteral.source(
      of: "|a\\b \"\"\" 東 |\n|\"\"\"#|", indentation: Array("  ".utf8), lineEnding: [10])
    #expect(
      String(decoding: source, as: UTF8.self)
        == "##\"\"\"\n  |a\\b \"\"\" 東 |\n  |\"\"\"#|\n  \"\"\"##")
  }

  @Test func escapesControlCharactersInAPlainLiteral() {
    let source = InlineLiteral.source(
      of: "|\u{1B}[1m\\\"|", indentation: [], lineEnding: [10])
    #expect(String(decoding: source, as: UTF8.self) == "\"\"\"\n|\\u{1B}[1m\\\\\\\"|\n\"\"\"")
  }

  @Test func refusesAnInterpolation() {
    let text = "assertInlineSnapshot(of: v) {\n  \"\"\"\n  |\\(x)|\n  \"\"\"\n}\n"
    #expect(
      refusal(text)
        == "Tests/T/FooTests.swift:1: cannot rewrite this inline snapshot: the literal has an interpolation; only plain text can be rewritten"
    )
  }

  @Test func refusesAOneLineLiteralWithText() {
    #expect(
      refusal("assertInlineSnapshot(of: v) { \"|x|\" }")
        == "Tests/T/FooTests.swift:1: cannot rewrite this inline snapshot: a one-line string literal; write the expected text as a multi-line literal (\"\"\")"
    )
  }

  @Test func refusesAClosureThatComputesItsText() {
    #expect(
      refusal("assertInlineSnapshot(of: v) { expected() }")
        == "Tests/T/FooTests.swift:1: cannot rewrite this inline snapshot: the trailing closure must hold only a multi-line string literal (\"\"\")"
    )
    #expect(
      refusal("assertInlineSnapshot(of: v) {\n  \"\"\"\n  |x|\n  \"\"\" + suffix\n}")
        == "Tests/T/FooTests.swift:1: cannot rewrite this inline snapshot: the trailing closure must hold only the string literal"
    )
  }

  @Test func refusesAPositionThatIsNotTheCall() {
    var source = SourceText(Array("let a = 1\nassertInlineSnapshot(of: v)\n".utf8))
    #expect(throws: SnapshotError.self) {
      try InlineSnapshotSite(in: source, at: SourcePosition(line: 1, column: 5), file: "F.swift")
    }
    let edit = source.replace(0..<0, with: Array("\n".utf8))
    #expect(edit.map(SourcePosition(line: 2, column: 21)) == SourcePosition(line: 3, column: 21))
  }
}
