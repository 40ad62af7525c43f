import Testing

@testable import TextSnapshotsCore

@Suite struct VisibleTextTests {
  @Test func trailingSpacesBecomeMiddleDots() {
    #expect(VisibleText.make("row  ") == "row··")
  }

  @Test func spacesInsideTheLineStaySpaces() {
    #expect(VisibleText.make(" a  b") == " a  b")
  }

  @Test func trailingTabBecomesArrowAndInnerTabBecomesTabPicture() {
    #expect(VisibleText.make("a\tb \t") == "a␉b·→")
  }

  @Test func lineOfOnlySpacesAndTabsIsAllTrailing() {
    #expect(VisibleText.make(" \t ") == "·→·")
  }

  @Test func spaceBeforeTrailingControlIsNotTrailing() {
    // Only spaces and tabs make up trailing whitespace; a CR after the space ends it.
    #expect(VisibleText.make("a \r") == "a ␍")
  }

  @Test func trailingWhitespaceAfterControlIsStillTrailing() {
    #expect(VisibleText.make("a\u{1B} ") == "a␛·")
  }

  @Test func c0ControlsBecomeControlPictures() {
    #expect(VisibleText.make("\u{0}\u{7}\r\u{1B}[0m\u{1F}x") == "␀␇␍␛[0m␟x")
  }

  @Test func deleteBecomesDeletePicture() {
    #expect(VisibleText.make("a\u{7F}b") == "a␡b")
  }

  @Test func c1ControlsAndByteOrderMarkBecomeEscapes() {
    #expect(VisibleText.make("\u{FEFF}a\u{85}b\u{9F}") == #"\u{FEFF}a\u{85}b\u{9F}"#)
  }

  @Test func bidiControlsAndMarksBecomeEscapes() {
    #expect(
      VisibleText.make("txt.\u{202E}exe\u{2066} \u{200F}") == #"txt.\u{202E}exe\u{2066} \u{200F}"#)
  }

  @Test func otherCharactersAreUnchanged() {
    let text = "é e\u{301} 東 🙂 │·"
    #expect(VisibleText.make(text).utf8.elementsEqual(text.utf8))
  }

  @Test func emptyLineStaysEmpty() {
    #expect(VisibleText.make("") == "")
  }

  @Test func substringOverloadMatchesStringOverload() {
    let line = "x\tcell \t"
    #expect(VisibleText.make(line.dropFirst()) == VisibleText.make(String(line.dropFirst())))
  }
}
