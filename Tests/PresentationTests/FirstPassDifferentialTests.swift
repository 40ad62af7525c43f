import Presentation
import Testing
import TextUI

/// The differential harness of engine 2, over the preview catalogue: every fixture, at
/// each of its sizes, draws the same first pass from the store (`FirstPassRenderer`)
/// as from the retained engine (`Renderer`): frame, style plane, key bindings, counts
/// and full trace.
@MainActor
@Suite struct FirstPassDifferentialTests {
  @Test func everyFixtureDrawsTheSameFirstPassFromTheStore() {
    var compared = 0
    for entry in PreviewCatalog.all {
      for preview in entry.previews {
        for size in entry.kind.sizes {
          let comparison = _FirstPassComparison(preview.view, size: size)
          compared += 1
          let name = "\(entry.name).\(preview.name) at \(size)"
          #expect(comparison.usedStore, "\(name) was not drawn from the store")
          #expect(
            comparison.differences.isEmpty,
            "\(name): \(comparison.differences.joined(separator: "\n"))")
        }
      }
    }
    #expect(compared >= 305, "only \(compared) frames compared")
  }
}
