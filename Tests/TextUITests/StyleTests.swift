import Testing

@testable import TextUI

/// Styles: a frame keeps one per cell beside its text, views ask for them with
/// modifiers that flow down like SwiftUI's environment, and a gated pass repaints what a
/// style change touched.
@MainActor
@Suite struct StyleTests {
  static let alert = Style(foreground: .red, attributes: .bold).named("alert", letter: "a")

  // MARK: - Frames

  @Test func aFrameNoViewStyledHasNoStylePlane() {
    var frame = Frame(width: 4, height: 1)
    frame.write("abc", x: 0, y: 0)
    #expect(frame.styles.isPlain)
    #expect(!frame.hasStyledCells)
    #expect(frame.style(x: 0, y: 0) == .plain)
    #expect(frame.style(x: 4, y: 0) == nil)
  }

  @Test func aStyledWriteStylesItsCellsAndOnlyThose() {
    var frame = Frame(width: 5, height: 1)
    frame.write("ab", x: 0, y: 0)
    frame.write("東", x: 2, y: 0, style: Self.alert)
    #expect(frame.style(x: 1, y: 0) == .plain)
    #expect(frame.style(x: 2, y: 0) == Self.alert)
    #expect(frame.style(x: 3, y: 0) == Self.alert, "both halves of a wide glyph")
    #expect(frame.style(x: 4, y: 0) == .plain)
    #expect(frame.hasStyledCells)
  }

  @Test func framesDifferingOnlyInStyleAreNotEqual() {
    var plain = Frame(width: 3, height: 1)
    plain.write("abc", x: 0, y: 0)
    var styled = Frame(width: 3, height: 1)
    styled.write("abc", x: 0, y: 0, style: Style(foreground: .blue))
    #expect(plain != styled)
    #expect(plain.text() == styled.text())
  }

  @Test func framesEqualWhateverOrderTheirStylesWereFirstUsedIn() {
    let blue = Style(foreground: .blue)
    var first = Frame(width: 2, height: 1)
    first.put("a", x: 0, y: 0, style: Self.alert)
    first.put("b", x: 1, y: 0, style: blue)
    var second = Frame(width: 2, height: 1)
    second.put("b", x: 1, y: 0, style: blue)
    second.put("a", x: 0, y: 0, style: Self.alert)
    #expect(first.styles.table != second.styles.table)
    #expect(first == second)
  }

  @Test func aFrameWhoseStylesWereAllOverwrittenEqualsAnUnstyledOne() {
    var frame = Frame(width: 2, height: 1)
    frame.write("ab", x: 0, y: 0, style: Self.alert)
    frame.write("ab", x: 0, y: 0)
    var plain = Frame(width: 2, height: 1)
    plain.write("ab", x: 0, y: 0)
    #expect(!frame.hasStyledCells)
    #expect(frame == plain)
  }

  @Test func theOrphanedHalfOfAWideGlyphIsPlain() {
    var frame = Frame(width: 3, height: 1)
    frame.write("東", x: 0, y: 0, style: Self.alert)
    frame.put("x", x: 1, y: 0)
    #expect(frame.text() == " x ")
    #expect(frame.style(x: 0, y: 0) == .plain)
  }

  @Test func clearingRowsMakesThemPlain() {
    var frame = Frame(width: 2, height: 2)
    frame.write("ab", x: 0, y: 0, style: Self.alert)
    frame.write("cd", x: 0, y: 1, style: Self.alert)
    frame.clear(rows: 0..<1)
    #expect(frame.style(x: 0, y: 0) == .plain)
    #expect(frame.style(x: 0, y: 1) == Self.alert)
  }

  @Test func theDefaultColourIsTheSameStyleAsNoColour() {
    var frame = Frame(width: 2, height: 1)
    frame.put("a", x: 0, y: 0, style: Style(foreground: .default))
    #expect(!frame.hasStyledCells)
  }

  // MARK: - Views

  struct Forecast: View {
    var tint: Color
    var body: some View {
      VStack(alignment: .leading) {
        Text("cold")
        Text("warm").bold().foregroundColor(.red)
      }
      .foregroundColor(tint)
    }
  }

  @Test func aStyleFlowsDownAndAViewInsideOverridesWhatItSets() {
    let frame = Renderer().render(Forecast(tint: .blue), size: Size(width: 6, height: 2))
    #expect(frame.style(x: 0, y: 0) == Style(foreground: .blue))
    #expect(frame.style(x: 0, y: 1) == Style(foreground: .red, attributes: .bold))
    #expect(frame.style(x: 4, y: 0) == .plain, "no glyph, no style")
  }

  @Test func aBackgroundCoversTheWholeView() {
    let view = Text("ab").padding(.horizontal, 1).background(.blue)
    let frame = Renderer().render(view, size: Size(width: 6, height: 1))
    #expect(frame.text() == " ab   ")
    #expect((0..<4).allSatisfy { frame.style(x: $0, y: 0) == Style(background: .blue) })
    #expect(frame.style(x: 4, y: 0) == .plain)
  }

  @Test func aBordersLineStyleDrawsItsLinesAndTitleButNotItsContent() {
    let view = Text("abcde").border(.single, title: "T", lineStyle: Self.alert)
    let frame = Renderer().render(view, size: Size(width: 7, height: 3))
    #expect(frame.text() == "┌─ T ─┐\n│abcde│\n└─────┘")
    #expect(frame.style(x: 0, y: 0) == Self.alert, "a corner")
    #expect(frame.style(x: 3, y: 0) == Self.alert, "the title")
    #expect(frame.style(x: 0, y: 1) == Self.alert, "a side")
    #expect(frame.style(x: 1, y: 1) == .plain, "the content")
    #expect(
      Text("ab").border(lineStyle: Self.alert) != Text("ab").border(lineStyle: .plain),
      "a new line style is a change")
  }

  @Test func aRoleKeepsItsNameInTheCell() {
    let frame = Renderer().render(Text("!").style(Self.alert), size: Size(width: 1, height: 1))
    #expect(frame.style(x: 0, y: 0)?.role == Style.Role(name: "alert", letter: "a"))
  }

  @Test func aGatedPassRepaintsWhatAStyleChangeTouchedAndNothingElse() {
    let renderer = Renderer()
    let size = Size(width: 6, height: 2)
    _ = renderer.render(Forecast(tint: .blue), size: size)
    let gated = renderer.render(Forecast(tint: .green), size: size)
    let fresh = Renderer(memoization: .disabled).render(Forecast(tint: .green), size: size)
    #expect(gated == fresh)
    #expect(gated.style(x: 0, y: 0) == Style(foreground: .green))
    #expect(gated.style(x: 0, y: 1) == Style(foreground: .red, attributes: .bold))
  }

  @Test func stylesDescribeThemselvesAsSnapshotsListThem() {
    #expect(Style.plain.description == "plain")
    #expect(Self.alert.description == "fg=red bold")
    #expect(
      Style(foreground: .rgb(255, 8, 0), background: .indexed(236), attributes: [.dim, .underline])
        .description == "fg=#ff0800 bg=idx(236) dim underline")
    #expect(Color.brightBlue.description == "bright-blue")
  }

  @Test func aStyledTextIsStillOneTextAndAddsNoNode() {
    let text = Text("warm").bold().foregroundColor(.red)
    #expect(text.style == Style(foreground: .red, attributes: .bold))
    #expect(text != Text("warm"), "a text's style is part of its value")
    let frame = Renderer().render(
      VStack { text }.foregroundColor(.blue), size: Size(width: 4, height: 1))
    #expect(frame.style(x: 0, y: 0) == Style(foreground: .red, attributes: .bold))
  }
}
