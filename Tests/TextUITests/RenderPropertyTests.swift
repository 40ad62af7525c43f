import Foundation
import TestSupport
import Testing

@testable import TextUI

/// Properties of the engine over thousands of random trees, sizes and changes.
///
/// The seed is fixed so CI is deterministic; set `STRATUS_PROPERTY_SEED` to explore
/// others. Every failure names the seed, the case, the step and the tree, and each case
/// is generated from `seed + case`, so one case can be replayed alone.
@MainActor
@Suite struct RenderPropertyTests {
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["STRATUS_PROPERTY_SEED"]
    .flatMap { UInt64($0) } ?? 0x5EED_2026

  static let cases = 2_000
  static let steps = 20

  /// Gating never changes the output. After every random step (a text changed, list
  /// items inserted, removed or reordered, a resize, an observed property mutated, a
  /// subtree replaced), the memoising renderer's frame is byte for byte the frame a fresh
  /// renderer draws with memoisation off; and the frames fill exactly their size and
  /// never split a glyph.
  @Test func memoisedFramesEqualFreshUnmemoisedFramesAfterEveryStep() {
    checkRandomCases(Self.cases, seed: Self.seed, steps: Self.steps, maximumFailures: 5) {
      let renderer = Renderer()
      return { view, size, step in
        let memoised = renderer.render(view, size: size)
        let fresh = Renderer(memoization: .disabled).render(view, size: size)
        // Checking every cell is slow in a debug build; every fourth step covers them.
        if step % 4 == 0, let problem = frameInvariantViolation(memoised, requested: size) {
          return problem
        }
        guard memoised != fresh else { return nil }
        return "memoised frame differs from a fresh one:\n\(memoised)\n---\n\(fresh)"
      }
    }
  }

  /// An identical second pass evaluates no body and draws no cell, on every random tree.
  @Test func anIdenticalSecondPassEvaluatesNothing() {
    for index in 0..<500 {
      var generator = TreeGenerator(random: SeededGenerator(seed: Self.seed &+ UInt64(index)))
      let tree = generator.tree()
      let size = generator.size()
      let view = SpecView(spec: tree, store: Store())
      let renderer = Renderer()
      let first = renderer.render(view, size: size)
      let second = renderer.render(view, size: size)
      #expect(renderer.statistics.bodiesEvaluated == 0, "case \(index): \(tree)")
      #expect(renderer.statistics.cellsDrawn == 0, "case \(index): \(tree)")
      #expect(first == second, "case \(index): \(tree)")
      if renderer.statistics.bodiesEvaluated != 0 { return }
    }
  }
}
