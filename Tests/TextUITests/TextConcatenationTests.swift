import Testing

@testable import TextUI

/// Concatenated texts: one text, laid out and wrapped as one, whose parts keep their
/// own styles under the whole text's.
@MainActor
@Suite struct TextConcatenationTests {
  static let key = Style(foreground: .cyan, attributes: .bold).named("key", letter: "k")

  private func render(_ text: Text, width: Int, height: Int = 1) -> Frame {
    Renderer().render(text, size: Size(width: width, height: height))
  }

  private func styles(_ frame: Frame, row: Int = 0) -> [Style?] {
    (0..<frame.width).map { frame.style(x: $0, y: row) }
  }

  @Test func eachPartKeepsItsStyle() {
    let frame = render(Text("q").style(Self.key) + Text(" Quit"), width: 6)
    #expect(frame.text() == "q Quit")
    #expect(styles(frame) == [Self.key, .plain, .plain, .plain, .plain, .plain])
  }

  @Test func aStyleOnTheWholeAppliesUnderThePartsOwn() {
    let text = (Text("q").style(Self.key) + Text("!").foregroundColor(.red)).dim()
    let frame = render(text, width: 2)
    #expect(frame.style(x: 0, y: 0) == Self.key.applying(Style(attributes: .dim)))
    #expect(frame.style(x: 1, y: 0) == Style(foreground: .red, attributes: .dim))
  }

  @Test func theEnclosingViewsStyleReachesEveryPart() {
    let view = VStack { Text("a").bold() + Text("b") }.foregroundColor(.blue)
    let frame = Renderer().render(view, size: Size(width: 2, height: 1))
    #expect(frame.style(x: 0, y: 0) == Style(foreground: .blue, attributes: .bold))
    #expect(frame.style(x: 1, y: 0) == Style(foreground: .blue))
  }

  @Test func partsInOneStyleMakeTheSameTextAsOneString() {
    #expect(Text("ab").bold() == Text("a").bold() + Text("b").bold())
    #expect(Text("ab") == Text("a") + Text("b"))
    #expect(Text("ab") == Text("") + Text("ab"))
    #expect(Text("a").bold() + Text("b") != Text("a") + Text("b").bold())
  }

  @Test func concatenationIsAssociative() {
    let a = Text("a").bold()
    let b = Text("b")
    let c = Text("c").italic()
    #expect((a + b) + c == a + (b + c))
  }

  @Test func aConcatenatedTextWrapsAsOneAndEachWordKeepsItsStyle() {
    let text = Text("cold ").foregroundColor(.blue) + Text("and windy").bold()
    let frame = render(text, width: 5, height: 3)
    #expect(frame.text() == "cold \nand  \nwindy")
    #expect(frame.style(x: 0, y: 0) == Style(foreground: .blue))
    #expect(frame.style(x: 0, y: 1) == Style(attributes: .bold))
    #expect(frame.style(x: 4, y: 2) == Style(attributes: .bold))
  }

  @Test func aGraphemeAcrossTwoPartsTakesTheStyleOfThePartItStartsIn() {
    let text = Text("e").foregroundColor(.red) + Text("\u{301}x")
    let frame = render(text, width: 2)
    #expect(frame.text() == "e\u{301}x")
    #expect(styles(frame) == [Style(foreground: .red), .plain])
  }

  @Test func wideGlyphsTabsAndLineBreaksKeepTheirParts() {
    let text = Text("東\t").foregroundColor(.red) + Text("x\ny").bold()
    let frame = render(text, width: 5, height: 2)
    #expect(frame.text() == "東  x\ny    ")
    #expect(
      styles(frame) == Array(repeating: Style(foreground: .red), count: 4) + [
        Style(attributes: .bold)
      ])
    #expect(frame.style(x: 0, y: 1) == Style(attributes: .bold))
  }

  @Test func theTruncationMarkIsInTheWholeTextsStyle() {
    let text = (Text("abc").bold() + Text("def")).lineLimit(1)
    let frame = render(text, width: 4)
    #expect(frame.text() == "abc…")
    #expect(frame.style(x: 2, y: 0) == Style(attributes: .bold))
    #expect(frame.style(x: 3, y: 0) == .plain)
  }

  @Test func aGatedPassRepaintsAPartWhoseStyleChanged() {
    let renderer = Renderer()
    let size = Size(width: 3, height: 1)
    _ = renderer.render(Text("a").bold() + Text("bc"), size: size)
    let gated = renderer.render(Text("a") + Text("bc").bold(), size: size)
    #expect(
      gated == Renderer(memoization: .disabled).render(Text("a") + Text("bc").bold(), size: size))
    #expect(styles(gated) == [.plain, Style(attributes: .bold), Style(attributes: .bold)])
  }
}
