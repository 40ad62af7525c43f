import Foundation
import TestSupport
import Testing

@testable import TextUI

/// A redrawn view patches its kept layer where a child changed (`Node+Patching.swift`):
/// the frame, the updated regions, the counts, the trace and the key bindings must be
/// exactly those of drawing the layer afresh.
@MainActor
@Suite struct LayerPatchTests {
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["STRATUS_PROPERTY_SEED"]
    .flatMap { UInt64($0) } ?? 0x5EED_2026

  /// Two views with a body around a random tree, so that an observed change patches
  /// nested layers, beside wide glyphs.
  struct Nest: Container {
    var spec: TreeSpec
    @Observed var store: Store
    var body: some View {
      VStack(alignment: .leading) {
        Text("東京 top")
        HStack(spacing: 0) {
          Text("東")
          Inner(spec: spec, store: store)
          Text("京")
        }
        StoreReader(store: store, slot: .third)
      }
      .keyBindings([KeyBinding("q", "quit", action: Action {})])
    }
  }

  struct Inner: Container {
    var spec: TreeSpec
    @Observed var store: Store
    var body: some View {
      SpecView(spec: spec, store: store)
    }
  }

  /// A renderer that patches and one that does not see the same random steps; after
  /// each, everything they report is the same.
  @Test func patchingReportsWhatDrawingAfreshReports() {
    var patchedPasses = 0
    var failures = 0
    for index in 0..<600 {
      var generator = TreeGenerator(random: SeededGenerator(seed: Self.seed &+ UInt64(index)))
      generator.maximumDepth = 3
      var tree = generator.tree()
      var size = generator.size()
      let store = Store()
      var stepper = TreeStepper(generator: generator)
      let patching = Renderer()
      let afresh = Renderer()
      afresh.patchesLayers = false
      for renderer in [patching, afresh] {
        renderer.recordsUpdatedRegions = true
        renderer.isTracing = true
      }
      for step in 0...12 {
        let change = step == 0 ? "first pass" : stepper.step(&tree, &size, store)
        let view = Nest(spec: tree, store: store)
        let patched = patching.render(view, size: size)
        let drawn = afresh.render(view, size: size)
        patchedPasses += patching.layersPatched > 0 ? 1 : 0
        let context = "seed \(Self.seed) case \(index) step \(step) (\(change)) at \(size)"
        var problem: String?
        if patched != drawn {
          problem = "frames differ:\n\(patched)\n---\n\(drawn)"
        } else if patching.updatedRegions != afresh.updatedRegions {
          problem = "regions \(patching.updatedRegions) != \(afresh.updatedRegions)"
        } else if patching.statistics != afresh.statistics {
          problem = "statistics \(patching.statistics) != \(afresh.statistics)"
        } else if patching.keyBindings.map(\.key) != afresh.keyBindings.map(\.key) {
          problem = "key bindings differ"
        } else if patching.lastTrace.map({ "\($0)" }) != afresh.lastTrace.map({ "\($0)" }) {
          problem = "traces differ"
        } else if let violation = frameInvariantViolation(patched, requested: size) {
          problem = violation
        }
        if let problem {
          failures += 1
          Issue.record("\(context): \(problem)\ntree: \(tree)")
          if failures >= 5 { return }
          break
        }
      }
    }
    #expect(patchedPasses > 1_000, "patches were exercised")
  }
}
