import Foundation
import Testing

@testable import TextUI

/// Properties of the engine over thousands of random trees and sizes.
///
/// The seed is fixed so CI is deterministic; set `STRATUS_PROPERTY_SEED` to explore
/// others. Every failure names the seed, the case and the tree, and each case is
/// generated from `seed + case`, so one case can be replayed alone.
@MainActor
@Suite struct RenderPropertyTests {
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["STRATUS_PROPERTY_SEED"]
    .flatMap { UInt64($0) } ?? 0x5EED_2026

  @Test func randomTreesFillExactlyTheFrameNeverSplitGlyphsAndRenderTheSameTwice() {
    let cases = 5_000
    var failures = 0
    for index in 0..<cases {
      var generator = TreeGenerator(random: SplitMix64(seed: Self.seed &+ UInt64(index)))
      let tree = generator.tree()
      let size = generator.size()
      let view = SpecView(spec: tree)
      let renderer = Renderer()
      let first = renderer.render(view, size: size)
      let again = renderer.render(view, size: size)
      let fresh = Renderer().render(view, size: size)
      var problem = frameInvariantViolation(first, requested: size)
      if problem == nil && (first.utf8() != again.utf8() || first != again) {
        problem = "a second pass drew different bytes"
      }
      if problem == nil && first.utf8() != fresh.utf8() {
        problem = "a fresh renderer drew different bytes"
      }
      if let problem {
        failures += 1
        Issue.record(
          "seed \(Self.seed) case \(index) at \(size): \(problem)\ntree: \(tree)")
        if failures >= 5 { return }
      }
    }
  }
}
