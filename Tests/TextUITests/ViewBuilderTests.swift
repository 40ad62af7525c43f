import Testing

@testable import TextUI

@MainActor
@Suite struct ViewBuilderTests {
  private struct Row: Equatable, Identifiable {
    var id: Int
    var title: String
  }

  private struct Conditional: View {
    var flag: Bool
    var body: some View {
      if flag { Text("yes") } else { Text("no") }
    }
  }

  private struct OptionalContent: View {
    var label: String?
    var body: some View {
      Text("[")
      if let label { Text(label) }
      Text("]")
    }
  }

  @Test func ifElseChoosesABranch() {
    #expect(rows(Conditional(flag: true), width: 3, height: 1) == ["yes"])
    #expect(rows(Conditional(flag: false), width: 3, height: 1) == ["no "])
  }

  @Test func optionalContentAppearsOnlyWhenPresent() {
    #expect(rows(OptionalContent(label: "x"), width: 1, height: 3) == ["[", "x", "]"])
    #expect(rows(OptionalContent(label: nil), width: 1, height: 3) == ["[", "]", " "])
  }

  @Test func forEachBuildsOneViewPerElement() {
    let data = [Row(id: 1, title: "one"), Row(id: 2, title: "two")]
    let view = VStack(alignment: .leading) { ForEach(data) { Text($0.title) } }
    #expect(rows(view, width: 3, height: 2) == ["one", "two"])
  }

  @Test func forLoopsBuildViewsToo() {
    let view = HStack(spacing: 1) {
      for word in ["a", "b", "c"] { Text(word) }
    }
    #expect(rows(view, width: 5, height: 1) == ["a b c"])
  }

  @Test func emptyViewContributesNothing() {
    let view = HStack {
      Text("a")
      EmptyView()
      Text("b")
    }
    #expect(rows(view, width: 2, height: 1) == ["ab"])
  }

  @Test func bodyOfSeveralViewsStacksAlongTheEnclosingAxis() {
    let row = HStack { OptionalContent(label: "x") }
    #expect(rows(row, width: 3, height: 1) == ["[x]"])
  }

  @Test func tupleViewsCompareElementwise() {
    #expect(TupleView(Text("a"), Text("b")) == TupleView(Text("a"), Text("b")))
    #expect(TupleView(Text("a"), Text("b")) != TupleView(Text("a"), Text("c")))
  }
}
