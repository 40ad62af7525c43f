import Testing

@testable import TextUI

/// A gated pass paints only the rows whose cells may have changed and leaves the rest of
/// the last frame in place (`Renderer.draw`). Each test changes something a row-by-row
/// repaint could get wrong and checks the gated frame against a fresh render of the same
/// view; the last one checks that a small change repaints little.
@MainActor
@Suite struct OneFrameDrawingTests {
  struct Label: View, Identifiable {
    var id: String
    var body: some View { Text(id) }
  }

  /// Labels stacked on one another: drawing order decides which shows.
  struct Pile: View {
    var labels: [Label]
    var body: some View { ZStack(alignment: .topLeading) { ForEach(labels) { $0 } } }
  }

  /// Renders `views` in turn on one renderer and expects each frame to be a fresh one's.
  private func expectFreshFrames<V: View>(
    _ views: [V], size: Size, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let renderer = Renderer()
    for (step, view) in views.enumerated() {
      let gated = renderer.render(view, size: size)
      let fresh = Renderer(memoization: .disabled).render(view, size: size)
      #expect(gated.text() == fresh.text(), "step \(step)", sourceLocation: sourceLocation)
    }
  }

  @Test func reorderingOverlappingViewsRepaintsThem() {
    let long = Label(id: "longer")
    let short = Label(id: "ab")
    expectFreshFrames(
      [Pile(labels: [long, short]), Pile(labels: [short, long]), Pile(labels: [long, short])],
      size: Size(width: 8, height: 1))
  }

  struct Choice: View {
    var wide: String
    var body: some View {
      ViewThatFits(in: [.horizontal]) {
        Text(wide)
        Text("short")
      }
    }
  }

  @Test func aViewThatFitsChoosingAnotherChildClearsTheOldOne() {
    expectFreshFrames(
      [Choice(wide: "wide text"), Choice(wide: "a much wider text"), Choice(wide: "wide")],
      size: Size(width: 10, height: 1))
  }

  struct Marked: View {
    var mark: String?
    var body: some View {
      Text("base text").overlay(alignment: .trailing) {
        if let mark { Text(mark) }
      }
    }
  }

  @Test func anOverlayThatGoesLeavesWhatWasUnderIt() {
    expectFreshFrames(
      [Marked(mark: "!!"), Marked(mark: nil), Marked(mark: "?")], size: Size(width: 12, height: 2))
  }

  struct Column: View {
    var top: String
    var body: some View {
      VStack(alignment: .leading) {
        Text(top)
        Text("below")
      }
    }
  }

  @Test func aReusedViewThatMovesIsPaintedAtItsNewPlaceOnly() {
    expectFreshFrames(
      [Column(top: "one line"), Column(top: "two\nlines"), Column(top: "one")],
      size: Size(width: 10, height: 4))
  }

  struct Row: View {
    var value: Int
    var body: some View { Text("row \(value)") }
  }

  struct Rows: View {
    var values: [Int]
    var body: some View {
      VStack { ForEach(values.indices, id: \.self) { Row(value: values[$0]) } }
    }
  }

  /// One changed row of forty is one row drawn: the other rows are reused views, left in
  /// place, so the updated regions hold that row alone.
  @Test func aChangeInOneRowRepaintsThatRowOnly() {
    let renderer = Renderer()
    renderer.recordsUpdatedRegions = true
    var values = Array(0..<40)
    _ = renderer.render(Rows(values: values), size: Size(width: 12, height: 40))
    values[20] = 99
    let frame = renderer.render(Rows(values: values), size: Size(width: 12, height: 40))
    #expect(renderer.updatedRegions.allSatisfy { $0.minY == 20 && $0.size.height == 1 })
    #expect(!renderer.updatedRegions.isEmpty)
    #expect(frame.text() == Renderer().render(Rows(values: values), size: frame.size).text())
  }
}
