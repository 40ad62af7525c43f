import TestSupport
import Testing

@testable import TextUI

/// The differential harness of engine 2: a first pass drawn from the store
/// (`FirstPassRenderer`) is the retained engine's first pass (`Renderer`), byte for byte,
/// for random trees of every primitive. (The preview catalogue and the app's screens
/// are compared in PresentationTests and ApplicationTests.)
@MainActor
@Suite struct FirstPassDifferentialTests {
  @Test func randomTreesDrawTheSameFirstPassFromTheStore() {
    var drawnFromStore = 0
    checkRandomCases(2_000, seed: 0x5707E, steps: 0, maximumFailures: 5) {
      { view, size, _ in
        let comparison = _FirstPassComparison(view, size: size)
        if comparison.usedStore { drawnFromStore += 1 }
        return comparison.differences.isEmpty
          ? nil : comparison.differences.joined(separator: "\n")
      }
    }
    // Trees holding a primitive the store cannot lower yet are drawn by the retained
    // engine; most trees hold none.
    #expect(drawnFromStore == 2_000, "only \(drawnFromStore) of 2,000 trees drawn from the store")
  }

  /// A renderer keeps its store's storage from pass to pass (columns, tables, each
  /// text's glyphs): drawing one random tree after another, and each tree changed step
  /// by step, with one renderer draws what a new renderer draws, so nothing of an
  /// earlier pass shows through.
  @Test func aRendererDrawingAgainShowsNothingOfItsLastPass() {
    let reused = FirstPassRenderer()
    reused.isTracing = true
    checkRandomCases(300, seed: 0xA6A1, steps: 4, maximumFailures: 5) {
      { view, size, _ in
        let again = reused.render(view, size: size)
        let fresh = FirstPassRenderer()
        fresh.isTracing = true
        let expected = fresh.render(view, size: size)
        if again != expected {
          return "frames differ:\n\(expected.rows.joined(separator: "\n"))\n---\n"
            + again.rows.joined(separator: "\n")
        }
        let (traced, expectedTrace) = (reused.lastTrace?.text(.full), fresh.lastTrace?.text(.full))
        guard traced != expectedTrace else { return nil }
        return "traces differ:\n\(expectedTrace ?? "")\n---\n\(traced ?? "")"
      }
    }
  }

  @Test func aCutTextIsMarkedWithTheRenderersMark() {
    let view = Text("a long line of text").lineLimit(1).frame(width: 8)
    let comparison = _FirstPassComparison(
      view, size: Size(width: 10, height: 2), truncationMark: ".")
    #expect(comparison.usedStore)
    #expect(comparison.differences.isEmpty, "\(comparison.differences)")
  }

  @Test func aPrimitiveWithNoRecordKindIsDrawnByTheRetainedEngine() {
    let view = VStack {
      Text("above")
      ForeignPrimitive()
    }
    let comparison = _FirstPassComparison(view, size: Size(width: 10, height: 3))
    #expect(!comparison.usedStore)
    #expect(comparison.differences.isEmpty, "\(comparison.differences)")
    #expect(FirstPassRenderer().render(view, width: 10, height: 3).rows[1] == "foreign   ")
  }
}

/// A primitive of another module's kind: no `Body`, its own engine hook, no record kind.
private struct ForeignPrimitive: View {
  typealias Body = Never

  @MainActor static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    Text._makeNodes(Text("foreign"), into: &list)
  }
}
