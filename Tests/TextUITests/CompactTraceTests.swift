import Testing

@testable import TextUI

/// The compact form tells the same story as the full one in the views a test declares:
/// primitives folded into their owner, first builds and runs of reused views on one line,
/// reasons and counts unchanged.
@MainActor
@Suite struct CompactTraceTests {
  struct Cell: View {
    var value: Int
    var body: some View { Text("\(value)").padding(.horizontal, 1) }
  }

  struct Board: View {
    var title: String
    var values: [Int]
    var body: some View {
      VStack(alignment: .leading) {
        Text(title)
        HStack { ForEach(values, id: \.self) { Cell(value: $0) } }
      }
    }
  }

  private func traced(_ first: Board, then second: Board) -> RenderTrace? {
    let renderer = Renderer()
    renderer.isTracing = true
    _ = renderer.render(first, width: 30, height: 3)
    _ = renderer.render(second, width: 30, height: 3)
    return renderer.lastTrace
  }

  @Test func aFirstPassIsOneBuiltLine() {
    let renderer = Renderer()
    renderer.isTracing = true
    _ = renderer.render(Board(title: "Grid", values: [1, 2, 3]), width: 30, height: 3)
    #expect(
      renderer.lastTrace?.text(.compact) == """
        built Board: 13 views
        evaluated 13, redrawn 0, reused 0, evicted 0

        """)
  }

  @Test func primitivesFoldIntoTheirOwnerAndReusedRunsIntoOneLine() throws {
    let trace = try #require(
      traced(
        Board(title: "Grid", values: [1, 2, 3, 4, 5]),
        then: Board(title: "Grid", values: [1, 2, 3, 4, 9])))
    #expect(
      trace.compactText == """
        evaluated Board (input changed: values[4] 5 -> 9)
          reused Cell x4
          built Cell[9]: 3 views
          evicted Cell[5]
        evaluated 6, redrawn 0, reused 5, evicted 1

        """)
    // The full form has every primitive, and the same summary.
    #expect(trace.text(.full).contains("evaluated HStack (input changed: 1 closure changed)"))
    #expect(trace.text(.full).hasSuffix("evaluated 6, redrawn 0, reused 5, evicted 1\n"))
  }
}
