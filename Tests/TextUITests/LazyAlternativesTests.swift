import Testing

@testable import TextUI

/// A `ViewThatFits` builds an alternative only when layout asks whether it fits, keeps
/// it from then on, and draws exactly what building them all drew.
@MainActor
@Suite struct LazyAlternativesTests {
  /// A view with a body that notes each evaluation of its body.
  struct Probe: View {
    var label: String
    let log: Counter

    static func == (lhs: Probe, rhs: Probe) -> Bool {
      lhs.label == rhs.label && lhs.log === rhs.log
    }

    var body: some View {
      log.record(label)
      return Text(label)
    }
  }

  private func wideOrNarrow(_ log: Counter, wide: String = "a wide line") -> some View {
    ViewThatFits(in: [.horizontal]) {
      Probe(label: wide, log: log)
      Probe(label: "narrow", log: log)
    }
  }

  @Test func anAlternativeLayoutNeverReachesIsNeverEvaluated() {
    let log = Counter()
    let renderer = Renderer()
    #expect(
      renderer.render(wideOrNarrow(log), width: 20, height: 1).rows == ["a wide line         "])
    #expect(log.calls == ["a wide line"])
    // The ViewThatFits, the chosen probe and its text: nothing of the other.
    #expect(renderer.statistics.nodesEvaluated == 3)
  }

  @Test func anAlternativeIsBuiltWhenReachedAndKept() {
    let log = Counter()
    let renderer = Renderer()
    _ = renderer.render(wideOrNarrow(log), width: 20, height: 1)
    #expect(renderer.render(wideOrNarrow(log), width: 8, height: 1).rows == ["narrow  "])
    #expect(log.calls == ["a wide line", "narrow"])
    // Both kept: widening again evaluates nothing and shows the first.
    #expect(
      renderer.render(wideOrNarrow(log), width: 20, height: 1).rows == ["a wide line         "])
    #expect(renderer.statistics.bodiesEvaluated == 0)
    #expect(log.calls == ["a wide line", "narrow"])
  }

  @Test func aNewValueReachesOnlyTheAlternativesBuilt() {
    let log = Counter()
    let renderer = Renderer()
    _ = renderer.render(wideOrNarrow(log), width: 20, height: 1)
    let frame = renderer.render(wideOrNarrow(log, wide: "another line"), width: 20, height: 1)
    #expect(frame.rows == ["another line        "])
    #expect(log.calls == ["a wide line", "another line"])
  }

  @Test func contentOfOneViewKeepsItsPriority() {
    let wrapped = HStack {
      Text("aaaaaaaa")
      ViewThatFits { Text("bbbbbbbb").layoutPriority(1) }
    }
    let plain = HStack {
      Text("aaaaaaaa")
      Text("bbbbbbbb").layoutPriority(1)
    }
    #expect(rows(wrapped, width: 10, height: 1) == rows(plain, width: 10, height: 1))
    #expect(rows(wrapped, width: 10, height: 1) == ["a…bbbbbbbb"])
  }

  /// One renderer taken through sizes that choose each alternative in turn draws what a
  /// fresh renderer draws at each, with alternatives made of several views, of none (an
  /// `if` that is false) and nested.
  @Test func framesMatchAFreshRendererAtEverySize() {
    let log = Counter()
    func screen(_ showsNote: Bool) -> some View {
      VStack(alignment: .leading) {
        ViewThatFits(in: [.horizontal]) {
          HStack(spacing: 1) {
            Probe(label: "first column", log: log)
            Probe(label: "second column", log: log)
          }
          if showsNote { Text("a note in between") }
          ViewThatFits(in: [.horizontal]) {
            Text("one narrow row")
            Text("tiny")
          }
        }
        Text("footer")
      }
    }
    let renderer = Renderer()
    for (width, showsNote) in [
      (30, false), (12, false), (30, true), (18, true), (5, false), (26, true),
    ] {
      let gated = renderer.render(screen(showsNote), width: width, height: 2)
      let fresh = Renderer(memoization: .disabled).render(
        screen(showsNote), width: width, height: 2)
      #expect(gated == fresh, "\(width) columns: \(gated.rows) against \(fresh.rows)")
    }
  }
}
