import Testing
import TextSnapshots

@testable import TextUI

@MainActor
@Suite struct ModifierTests {
  @Test func paddingInsetsEachEdge() {
    let view = Text("x").padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 1))
    assertSnapshot(of: view, as: .frame(width: 5, height: 3))
  }

  @Test func borderStylesDrawTheirBoxes() {
    assertSnapshot(of: Text("a").border(), as: .frame(width: 3, height: 3), named: "single")
    assertSnapshot(
      of: Text("a").border(.rounded), as: .frame(width: 3, height: 3), named: "rounded")
    assertSnapshot(of: Text("a").border(.double), as: .frame(width: 3, height: 3), named: "double")
    assertSnapshot(of: Text("a").border(.heavy), as: .frame(width: 3, height: 3), named: "heavy")
  }

  @Test func borderTitleSitsInTheTopEdge() {
    let view = Text("").frame(width: 10, height: 1).border(.rounded, title: "Now")
    assertSnapshot(of: view, as: .frame(width: 12, height: 3))
  }

  @Test func longBorderTitleIsTruncatedAndTooLongIsDropped() {
    let view = Text("").frame(width: 6, height: 1).border(title: "Conditions")
    #expect(rows(view, width: 8, height: 3)[0] == "┌─ Co… ┐")
    let tiny = Text("").frame(width: 3, height: 1).border(title: "Conditions")
    #expect(rows(tiny, width: 5, height: 3)[0] == "┌───┐")
  }

  /// An ASCII app marks cut text and cut titles with its own one-column mark.
  @Test func truncationMarkIsTheRenderers() {
    let renderer = Renderer(truncationMark: ".")
    let view = Text("narrowing").frame(width: 6, height: 1).border(title: "Conditions")
    let rows = renderer.render(view, width: 8, height: 3).rows
    #expect(Array(rows[0...1]) == ["┌─ Co. ┐", "│narro.│"])
    #expect(
      Array(Renderer().render(view, width: 8, height: 3).rows[0...1]) == ["┌─ Co… ┐", "│narro…│"])
  }

  @Test func fixedFrameOffersExactlyItsSizeAndAlignsContent() {
    let view = Text("ab").frame(width: 6, height: 3, alignment: .bottomTrailing)
    assertSnapshot(of: view, as: .frame(width: 6, height: 3))
  }

  @Test func maxWidthFrameFillsTheOffer() {
    let view = VStack(alignment: .leading) {
      Text("ab").frame(maxWidth: .max, alignment: .trailing)
      Text("c")
    }
    assertSnapshot(of: view, as: .frame(width: 5, height: 2))
  }

  @Test func minWidthFrameNeverShrinksBelowItsMinimum() {
    let renderer = Renderer()
    _ = renderer.render(Text("ab").frame(minWidth: 5), width: 9, height: 1)
    let node = renderer.rootNode.children[0]
    #expect(node.sizeThatFits(.unspecified) == Size(width: 5, height: 1))
    #expect(node.sizeThatFits(ProposedSize(width: 3, height: 1)).width == 5)
    #expect(node.sizeThatFits(ProposedSize(width: 9, height: 1)).width == 5)
  }

  @Test func overlayDrawsInFrontWithoutChangingSize() {
    let view = Text("hello").overlay(alignment: .trailing) { Text("!") }
    assertSnapshot(of: view, as: .frame(width: 6, height: 1))
  }

  @Test func backgroundDrawsBehind() {
    let view = Text(" a ").background { Text("xxx") }
    assertSnapshot(of: view, as: .frame(width: 3, height: 1), named: "covered")
    let peek = Text("a").frame(width: 3, alignment: .leading).background { Text("xyz") }
    assertSnapshot(of: peek, as: .frame(width: 3, height: 1), named: "peeking")
  }

  @Test func modifierOnSeveralViewsStacksThem() {
    let view = Group {
      Text("a")
      Text("b")
    }
    .border()
    assertSnapshot(of: view, as: .frame(width: 3, height: 4))
  }
}
