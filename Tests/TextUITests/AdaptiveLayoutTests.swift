import Testing

@testable import TextUI

@MainActor
@Suite struct AdaptiveLayoutTests {
  private var twoColumnsOrOne: some View {
    ViewThatFits(in: [.horizontal]) {
      HStack(spacing: 1) {
        Text("left")
        Text("right")
      }
      VStack(alignment: .leading) {
        Text("left")
        Text("right")
      }
    }
  }

  @Test func viewThatFitsTakesTheFirstAlternativeThatFits() {
    #expect(rows(twoColumnsOrOne, width: 12, height: 2) == ["left right  ", "            "])
  }

  @Test func viewThatFitsFallsBackToTheNextWhenTooWide() {
    #expect(rows(twoColumnsOrOne, width: 6, height: 2) == ["left  ", "right "])
  }

  @Test func viewThatFitsUsesTheLastWhenNothingFits() {
    let view = ViewThatFits {
      Text("wide text")
      Text("narrow")
    }
    #expect(rows(view, width: 4, height: 1) == ["nar…"])
  }

  @Test func viewThatFitsShowsOnlyTheChosenAlternativesKeyBindings() {
    let renderer = Renderer()
    let view = ViewThatFits(in: [.horizontal]) {
      Text("wide alternative").keyBinding("w", "wide", action: .none)
      Text("narrow").keyBinding("n", "narrow", action: .none)
    }
    _ = renderer.render(view, width: 8, height: 1)
    #expect(renderer.keyBindings.map(\.label) == ["narrow"])
    _ = renderer.render(view, width: 20, height: 1)
    #expect(renderer.keyBindings.map(\.label) == ["wide"])
  }

  @Test func truncatingRowShowsOnlyWholeChildren() {
    let view = TruncatingHStack(spacing: 1) {
      ForEach(["aaa", "bbb", "ccc"], id: \.self) { Text($0) }
    }
    #expect(rows(view, width: 7, height: 1) == ["aaa bbb"])
    #expect(rows(view, width: 10, height: 1) == ["aaa bbb   "])
    #expect(rows(view, width: 11, height: 1) == ["aaa bbb ccc"])
    #expect(rows(view, width: 2, height: 1) == ["  "])
  }

  @Test func truncatingRowAlignsChildrenOfDifferentHeights() {
    let view = TruncatingHStack(alignment: .bottom) {
      Text("a")
      VStack {
        Text("b")
        Text("c")
      }
    }
    #expect(rows(view, width: 2, height: 2) == [" b", "ac"])
  }

  @Test func asciiBorderAndDividerUseOnlyAscii() {
    let view = VStack {
      Text("ab")
      Divider(.ascii)
    }
    .border(.ascii)
    #expect(rows(view, width: 4, height: 4) == ["+--+", "|ab|", "|--|", "+--+"])
  }
}

@MainActor
@Suite struct OpaqueTests {
  @Test func anOpaqueOverlayHidesWhatIsBeneathItsBlankCells() {
    let base = VStack {
      Text("abcdef")
      Text("ghijkl")
    }
    let seeThrough = base.overlay { Text("x").frame(width: 4, height: 2, alignment: .topLeading) }
    let hiding = base.overlay {
      Text("x").frame(width: 4, height: 2, alignment: .topLeading).opaque()
    }
    #expect(rows(seeThrough, width: 6, height: 2) == ["axcdef", "ghijkl"])
    #expect(rows(hiding, width: 6, height: 2) == ["ax   f", "g    l"])
  }
}
