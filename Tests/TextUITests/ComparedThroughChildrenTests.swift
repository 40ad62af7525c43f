import Testing

@testable import TextUI

/// A container (a stack, a padding, a frame) is compared through its children: each value
/// is compared once, where it lands, and the container is reused, with the counts and the
/// trace of a container compared whole, when nothing in it changed
/// (`NodeLayout+Comparing.swift`).
@MainActor
@Suite struct ComparedThroughChildrenTests {
  /// A view with a body that counts the times it is compared.
  struct Counted: View {
    nonisolated(unsafe) static var comparisons = 0
    var label: String
    var body: some View { Text(label) }

    static func == (lhs: Counted, rhs: Counted) -> Bool {
      comparisons += 1
      return lhs.label == rhs.label
    }
  }

  /// A body whose `minute` changes a label beside an unchanged `Counted`, three
  /// containers deep; `spacing` is a stack's parameter.
  struct Clock: View {
    var minute: Int
    var spacing = 1
    var label = "time"
    var body: some View {
      VStack(alignment: .leading) {
        HStack(spacing: spacing) {
          Counted(label: label).padding(.horizontal, 1)
          Text("15:\(minute)")
        }
        Text("footer").frame(width: 8, alignment: .leading)
      }
    }
  }

  private let size = Size(width: 20, height: 3)

  /// Renders `first`, then `second` on the same renderer, tracing; checks that the
  /// second frame is the one a fresh renderer draws, and returns it with its full trace.
  private func secondPass(_ first: Clock, then second: Clock) -> (Frame, String) {
    let renderer = Renderer()
    renderer.isTracing = true
    _ = renderer.render(first, size: size)
    let frame = renderer.render(second, size: size)
    #expect(frame == Renderer().render(second, size: size))
    return (frame, renderer.lastTrace?.text(.full) ?? "")
  }

  @Test func aValueThreeContainersDeepIsComparedOnce() {
    let renderer = Renderer()
    _ = renderer.render(Clock(minute: 10), size: size)
    Counted.comparisons = 0
    _ = renderer.render(Clock(minute: 11), size: size)
    // Compared whole, the stack, the row and the padding would each have compared it
    // (three times; the padding then found itself equal, and its node was not reached).
    #expect(Counted.comparisons == 1)
    #expect(renderer.statistics.bodiesEvaluated == 1)
  }

  /// The padding is reused without its content being visited while building (the
  /// `Counted` below it is reused by the drawing walk, which passes over it), and the
  /// trace is the one a padding compared whole gives.
  @Test func anUnchangedContainerIsReusedAndNothingBelowItIsVisited() {
    let (_, trace) = secondPass(Clock(minute: 10), then: Clock(minute: 11))
    #expect(
      trace == """
        evaluated Clock (input changed: minute 10 -> 11)
          evaluated VStack (input changed: content changed)
            evaluated HStack (input changed: content changed)
              reused Padded
                reused Counted
              evaluated Text (input changed: content "15:10" -> "15:11")
            reused Framed
        evaluated 4, redrawn 0, reused 3, evicted 0

        """)
  }

  @Test func aContainerWhoseParameterChangedIsEvaluatedWithItsChildrenReused() {
    let (frame, trace) = secondPass(Clock(minute: 10), then: Clock(minute: 10, spacing: 3))
    #expect(frame.rows[0] == " time    15:10      ")
    #expect(
      trace == """
        evaluated Clock (input changed: spacing 1 -> 3)
          evaluated VStack (input changed: content changed)
            evaluated HStack (input changed: spacing 1 -> 3)
              reused Padded
                reused Counted
              reused Text
            reused Framed
        evaluated 3, redrawn 0, reused 4, evicted 0

        """)
  }

  @Test func aBodyThatGivesTheSameContainersAgainReusesThemAll() {
    let renderer = Renderer()
    renderer.isTracing = true
    _ = renderer.render(Clock(minute: 10), size: size)
    Counted.comparisons = 0
    // A new value of the body's type that builds the same content.
    struct Twice: View {
      var pass: Int
      var body: some View { Clock(minute: 10) }
    }
    _ = renderer.render(Twice(pass: 1), size: size)
    _ = renderer.render(Twice(pass: 2), size: size)
    #expect(renderer.statistics.bodiesEvaluated == 1)
    let trace = renderer.lastTrace?.text(.full) ?? ""
    #expect(
      trace == """
        evaluated Twice (input changed: pass 1 -> 2)
          reused Clock
        evaluated 1, redrawn 0, reused 1, evicted 0

        """)
  }

  /// A container found unchanged through its children is compared whole the next time
  /// (one `==` finds it unchanged for less), and through its children again once a
  /// comparison finds that it changed.
  @Test func aContainerFoundUnchangedIsComparedWholeNextTime() {
    let renderer = Renderer()
    func padding() -> Node? {
      var nodes = renderer.rootNode.children
      while let node = nodes.first {
        if node.typeName.hasPrefix("TextUI.Padded") { return node }
        nodes = Array(nodes.dropFirst()) + node.children
      }
      return nil
    }
    _ = renderer.render(Clock(minute: 10), size: size)
    #expect(padding()?.comparesThroughChildren == true)
    _ = renderer.render(Clock(minute: 11), size: size)  // the padding did not change
    #expect(padding()?.comparesThroughChildren == false)
    Counted.comparisons = 0
    _ = renderer.render(Clock(minute: 12), size: size)
    // Compared whole, by the padding's `==`; its node was then reused, not reached.
    #expect(Counted.comparisons == 1)
    #expect(padding()?.comparesThroughChildren == false)
    _ = renderer.render(Clock(minute: 12, label: "date"), size: size)  // it changed
    #expect(padding()?.comparesThroughChildren == true)
  }

  /// Over random trees taken through random steps (the property tests' generator and
  /// seed), comparing containers through their children draws, counts and traces every
  /// pass exactly as comparing them whole does.
  @Test func everyPassCountsAndTracesAsComparingContainersWholeDoes() {
    let (seed, steps) = (RenderPropertyTests.seed, RenderPropertyTests.steps)
    checkRandomCases(400, seed: seed, steps: steps, maximumFailures: 3) {
      let (throughChildren, whole) = (Renderer(), Renderer())
      whole.comparesContainersWhole = true
      for renderer in [throughChildren, whole] { renderer.isTracing = true }
      return { view, size, _ in
        let frame = throughChildren.render(view, size: size)
        let reference = whole.render(view, size: size)
        let trace = throughChildren.lastTrace?.text(.full) ?? ""
        let referenceTrace = whole.lastTrace?.text(.full) ?? ""
        guard
          frame != reference || trace != referenceTrace
            || throughChildren.statistics != whole.statistics
        else { return nil }
        return """
          through children
          \(throughChildren.statistics)
          \(trace)
          compared whole
          \(whole.statistics)
          \(referenceTrace)
          """
      }
    }
  }
}
