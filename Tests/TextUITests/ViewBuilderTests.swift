import Testing
import TextSnapshots

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
    assertSnapshot(of: Conditional(flag: true), as: .frame(width: 3, height: 1), named: "whenTrue")
    assertSnapshot(
      of: Conditional(flag: false), as: .frame(width: 3, height: 1), named: "whenFalse")
  }

  @Test func optionalContentAppearsOnlyWhenPresent() {
    assertSnapshot(
      of: OptionalContent(label: "x"), as: .frame(width: 1, height: 3), named: "present")
    assertSnapshot(
      of: OptionalContent(label: nil), as: .frame(width: 1, height: 3), named: "absent")
  }

  @Test func forEachBuildsOneViewPerElement() {
    let data = [Row(id: 1, title: "one"), Row(id: 2, title: "two")]
    let view = VStack(alignment: .leading) { ForEach(data) { Text($0.title) } }
    assertSnapshot(of: view, as: .frame(width: 3, height: 2))
  }

  @Test func forLoopsBuildViewsToo() {
    let view = HStack(spacing: 1) {
      for word in ["a", "b", "c"] { Text(word) }
    }
    assertSnapshot(of: view, as: .frame(width: 5, height: 1))
  }

  @Test func emptyViewContributesNothing() {
    let view = HStack {
      Text("a")
      EmptyView()
      Text("b")
    }
    assertSnapshot(of: view, as: .frame(width: 2, height: 1))
  }

  @Test func bodyOfSeveralViewsStacksAlongTheEnclosingAxis() {
    let row = HStack { OptionalContent(label: "x") }
    assertSnapshot(of: row, as: .frame(width: 3, height: 1))
  }

  @Test func tupleViewsCompareElementwise() {
    #expect(TupleView(Text("a"), Text("b")) == TupleView(Text("a"), Text("b")))
    #expect(TupleView(Text("a"), Text("b")) != TupleView(Text("a"), Text("c")))
  }
}
