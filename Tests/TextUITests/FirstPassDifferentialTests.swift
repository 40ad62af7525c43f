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
