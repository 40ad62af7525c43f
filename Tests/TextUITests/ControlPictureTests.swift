import Testing

@testable import TextUI

/// Control characters have one visible form in plain text, and one-cell pictures in
/// frames that agree with it wherever a picture exists.
@Suite struct ControlPictureTests {
  @Test func controlsBecomeTheirPicturesAndNothingElseChanges() {
    #expect(ControlPicture.visible("\u{1B}]0;PWNED\u{07}") == "␛]0;PWNED␇")
    #expect(ControlPicture.visible("a\tb\r\nc\u{0}\u{7F}") == "a␉b␍␊c␀␡")
    #expect(ControlPicture.visible("Zürich 東京 e\u{301} 👍🏽") == "Zürich 東京 e\u{301} 👍🏽")
  }

  @Test func c1ControlsAndSeparatorsBecomeEscapesThatNameThem() {
    #expect(ControlPicture.visible("\u{85}\u{9B}31m\u{2028}") == #"\u{85}\u{9B}31m\u{2028}"#)
    #expect(ControlPicture.visible("\u{80}\u{9F}\u{2029}") == #"\u{80}\u{9F}\u{2029}"#)
  }

  @Test func bidiControlsAndMarksBecomeEscapes() {
    #expect(ControlPicture.visible("txt.\u{202E}exe") == #"txt.\u{202E}exe"#)
    #expect(
      ControlPicture.visible("\u{202A}\u{202B}\u{202C}\u{202D}")
        == #"\u{202A}\u{202B}\u{202C}\u{202D}"#)
    #expect(
      ControlPicture.visible("\u{2066}\u{2067}\u{2068}\u{2069}")
        == #"\u{2066}\u{2067}\u{2068}\u{2069}"#)
    #expect(ControlPicture.visible("a\u{200E}b\u{200F}c\u{61C}") == #"a\u{200E}b\u{200F}c\u{61C}"#)
    #expect(ControlPicture.visible("\u{FEFF}x") == #"\u{FEFF}x"#)
  }

  @Test func formatCharactersThatTextNeedsAreKept() {
    // ZWJ in an emoji sequence, ZWNJ in a Persian word, a variation selector.
    let text = "👩\u{200D}💻 می\u{200C}خواهم ❤\u{FE0F}"
    #expect(ControlPicture.visible(text).unicodeScalars.elementsEqual(text.unicodeScalars))
  }

  @Test func theSetIsExactlyC0DeleteC1SeparatorsBidiAndTheByteOrderMark() {
    let expected: Set<UInt32> = Set(0x00...0x1F).union(0x7F...0x9F)
      .union([0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0xFEFF])
      .union(0x202A...0x202E).union(0x2066...0x2069)
    let found = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(ControlPicture.isControl)
    #expect(Set(found.map(\.value)) == expected)
  }

  @Test func theVisibleFormHoldsNoControl() {
    let every = String(
      String.UnicodeScalarView((0...0x3000).compactMap(Unicode.Scalar.init)))
    let visible = ControlPicture.visible(every)
    #expect(!visible.unicodeScalars.contains(where: ControlPicture.isControl))
    #expect(ControlPicture.visible(visible) == visible, "making visible twice changes nothing")
  }

  @Test func aFrameDrawsTheSamePicturesForC0AndDelete() {
    let text = "\u{1B}[2J\u{07}\u{7F}"
    var frame = Frame(size: Size(width: 10, height: 1))
    _ = frame.write(text, x: 0, y: 0)
    #expect(frame.rows[0].hasPrefix(ControlPicture.visible(text)))
  }

  @Test func aFrameDrawsAC1ControlInOneCellAndDropsABidiControl() {
    // A frame keeps its grid: the several-cell escape a message writes cannot fit the
    // one cell the layout gave the control.
    var frame = Frame(size: Size(width: 6, height: 1))
    _ = frame.write("a\u{9B}b\u{202E}c", x: 0, y: 0)
    #expect(frame.rows[0] == "a\u{FFFD}bc  ")
  }
}
