import Testing

@testable import TextUI

/// A change that keeps every size keeps the measurements above it: the ancestors of a
/// label that changes within a fixed width are not measured again.
@MainActor
@Suite struct SizeStableChangeTests {
  /// Counts how often the layout it watches is measured.
  final class MeasureCounter {
    var count = 0
  }

  /// Lays its content out as it is, counting each measurement that is not answered
  /// from the node's kept sizes.
  struct CountingLayout: NodeLayout {
    let counter: MeasureCounter

    func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
      counter.count += 1
      return StackedContent().sizeThatFits(proposal, node: node)
    }

    func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
      StackedContent().draw(in: &canvas, size: size, proposal: proposal, node: node)
    }

    func laysOutAlike(_ old: any NodeLayout) -> Bool { old is CountingLayout }
  }

  /// A primitive around `content` whose measurements are counted.
  struct Counted<Content: View>: View {
    var counter: MeasureCounter
    var content: Content

    typealias Body = Never

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.content == rhs.content }

    static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
      Content._makeNodes(view.content, into: &children)
      return _Layout(CountingLayout(counter: view.counter))
    }
  }

  struct Clock: View {
    var counter: MeasureCounter
    var label: String
    var width: Int?

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.label == rhs.label && lhs.width == rhs.width
    }

    var body: some View {
      VStack(alignment: .leading) {
        Counted(counter: counter, content: Text(label).frame(width: width))
        Text("forecast")
      }
    }
  }

  @Test func aLabelChangingWithinItsWidthLeavesItsAncestorsMeasured() {
    let counter = MeasureCounter()
    let renderer = Renderer()
    _ = renderer.render(Clock(counter: counter, label: "15:00", width: 8), width: 20, height: 3)
    #expect(counter.count > 0)
    counter.count = 0
    let frame = renderer.render(
      Clock(counter: counter, label: "15:05", width: 8), width: 20, height: 3)
    #expect(counter.count == 0)
    #expect(frame.rows[0...1] == [" 15:05              ", "forecast            "])
    // Clock, the stack, Counted, the frame and the label.
    #expect(renderer.statistics.nodesEvaluated == 5)
  }

  @Test func aLabelChangingItsWidthMeasuresItsAncestorsAgain() {
    let counter = MeasureCounter()
    let renderer = Renderer()
    _ = renderer.render(Clock(counter: counter, label: "15:00", width: nil), width: 20, height: 3)
    counter.count = 0
    let frame = renderer.render(
      Clock(counter: counter, label: "15:05 pm", width: nil), width: 20, height: 3)
    #expect(counter.count > 0)
    #expect(frame.rows[0] == "15:05 pm            ")
  }

  /// The same change, without memoisation, measures everything again.
  @Test func aPassWithoutMemoisationMeasuresEverything() {
    let counter = MeasureCounter()
    let renderer = Renderer(memoization: .disabled)
    _ = renderer.render(Clock(counter: counter, label: "15:00", width: 8), width: 20, height: 3)
    counter.count = 0
    _ = renderer.render(Clock(counter: counter, label: "15:05", width: 8), width: 20, height: 3)
    #expect(counter.count > 0)
  }
}
