import Testing

@testable import TextUI

/// Control characters have one visible form, in frames and in plain text alike.
@Suite struct ControlPictureTests {
  @Test func controlsBecomeTheirPicturesAndNothingElseChanges() {
    #expect(ControlPicture.visible("\u{1B}]0;PWNED\u{07}") == "␛]0;PWNED␇")
    #expect(ControlPicture.visible("a\tb\r\nc\u{0}\u{7F}") == "a␉b␍␊c␀␡")
    #expect(ControlPicture.visible("\u{85}\u{9B}31m\u{2028}") == "\u{FFFD}\u{FFFD}31m\u{FFFD}")
    #expect(ControlPicture.visible("Zürich 東京 e\u{301} 👍🏽") == "Zürich 東京 e\u{301} 👍🏽")
  }

  @Test func aFrameDrawsTheSamePictures() {
    let text = "\u{1B}[2J\u{07}\u{7F}\u{9B}"
    var frame = Frame(size: Size(width: 10, height: 1))
    _ = frame.write(text, x: 0, y: 0)
    #expect(frame.rows[0].hasPrefix(ControlPicture.visible(text)))
  }
}
