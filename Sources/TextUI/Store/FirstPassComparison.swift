/// The differential harness of engine 2: a first pass drawn from the store
/// (``FirstPassRenderer``) compared with the retained engine's (``Renderer``). Engine
/// type, for the tests that hold the two engines to each other while both exist.
///
/// Each part must be identical: the frame (its cells byte for byte, and its style
/// plane: `Frame`'s `==`), the key bindings in order, the counts, and the full trace.
@MainActor
public struct _FirstPassComparison {
  /// Whether the store drew the view (rather than falling back to the retained engine).
  public let usedStore: Bool
  /// What differs, one line a part; empty when the passes agree.
  public let differences: [String]

  /// Renders `view` at `size` with both engines, traced, and compares them.
  public init<V: View>(_ view: V, size: Size, truncationMark: Unicode.Scalar = "\u{2026}") {
    let retained = Renderer(
      memoization: .enabled, truncationMark: truncationMark, checksFromEnvironment: false)
    retained.isTracing = true
    let store = FirstPassRenderer(truncationMark: truncationMark)
    store.isTracing = true
    let expected = retained.render(view, size: size)
    let actual = store.render(view, size: size)
    usedStore = store.lastPassUsedStore

    var differences: [String] = []
    if expected != actual {
      differences.append(
        "frames differ:\n\(expected.rows.joined(separator: "\n"))\n---\n"
          + actual.rows.joined(separator: "\n"))
    }
    // Keys and labels: an action is a closure, made anew by each engine's evaluation.
    let expectedKeys = retained.keyBindings.map { "\($0.key) \($0.label)" }
    let actualKeys = store.keyBindings.map { "\($0.key) \($0.label)" }
    if expectedKeys != actualKeys {
      differences.append("key bindings differ: \(expectedKeys) vs \(actualKeys)")
    }
    if retained.statistics != store.statistics {
      differences.append("statistics differ: \(retained.statistics) vs \(store.statistics)")
    }
    let expectedTrace = retained.lastTrace?.text(.full) ?? ""
    let actualTrace = store.lastTrace?.text(.full) ?? ""
    if expectedTrace != actualTrace {
      differences.append("traces differ:\n\(expectedTrace)\n---\n\(actualTrace)")
    }
    self.differences = differences
  }
}
