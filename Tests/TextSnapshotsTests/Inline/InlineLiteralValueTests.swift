import Testing

@testable import TextSnapshotsCore

/// A literal's value as the compiler reads it, which a rewrite compares with the value
/// the test was built with: every literal the rewriter writes, and the forms a person
/// may type instead.
@Suite struct InlineLiteralValueTests {
  private func value(_ literal: String, indentation: String = "    ") -> String? {
    InlineLiteral.value(of: Array(literal.utf8)[...], indentation: Array(indentation.utf8))
  }

  @Test(arguments: [
    "", "|ab|", "|a |\n|  |\n|東京|", "say \"\"\"hi\"\"\" \\o/", "\\#(x) \"\"\"#",
    "bell \u{7} esc \u{1B}[1m del \u{7F}", "tab\there\r\nthere", "\n\nblank lines\n",
  ])
  func readsBackEveryLiteralTheRewriterWrites(text: String) {
    let literal = InlineLiteral.source(
      of: text, indentation: Array("    ".utf8), lineEnding: Array("\n".utf8))
    #expect(value(String(decoding: literal, as: UTF8.self)) == text)
    let crlf = InlineLiteral.source(
      of: text, indentation: Array("    ".utf8), lineEnding: Array("\r\n".utf8))
    #expect(value(String(decoding: crlf, as: UTF8.self)) == text)
  }

  @Test func readsTheEscapesAPersonMayType() {
    let literal =
      "\"\"\"\n    a\\tb \\u{1F600} \\\\ \\\" \\' \\0\n    joined \\\n    here\n    \"\"\""
    #expect(value(literal) == "a\tb 😀 \\ \" ' \0\njoined here")
  }

  @Test func aRawLiteralEscapesOnlyWithItsHashes() {
    let literal = "#\"\"\"\n    \\n stays, \\#n breaks\n    \"\"\"#"
    #expect(value(literal) == "\\n stays, \n breaks")
  }

  @Test func aLineOfSpacesMayBeShorterThanTheIndentation() {
    #expect(value("\"\"\"\n    a\n  \n    b\n    \"\"\"") == "a\n\nb")
  }

  @Test func refusesWhatTheCompilerWouldReject() {
    #expect(value("\"\"\"\n  a\n    \"\"\"") == nil)
    #expect(value("\"\"\"\n    \\q\n    \"\"\"") == nil)
    #expect(value("\"\"\"\n    \\u{110000}\n    \"\"\"") == nil)
  }
}
