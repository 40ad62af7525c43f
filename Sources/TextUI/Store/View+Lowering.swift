extension View {
  /// The default: a record for this view, with its body's records inside it.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    lowering.appendBody(of: view)
  }
}

extension View where Body == Never {
  /// The default for a primitive the store has no kind for: the pass is drawn by the
  /// retained engine instead (see ``FirstPassRenderer``).
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    lowering.cannotLower(Self.self)
  }
}

// MARK: - List-like views: their elements, where they stand

extension TupleView {
  /// Engine hook: each element under its position.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    for element in view.views { lowering.lower(step: element) }
  }
}

extension Group {
  /// Engine hook: the content, where the group stands.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    Content._lower(view.content, into: &lowering)
  }
}

extension Optional where Wrapped: View {
  /// Engine hook: the wrapped view, if there is one.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    if let view { Wrapped._lower(view, into: &lowering) }
  }
}

extension Array where Element: View {
  /// Engine hook: each element under its position.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    for element in view { lowering.lower(step: element) }
  }
}

extension _ConditionalContent {
  /// Engine hook: the branch taken.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    switch view.storage {
    case .first(let first): lowering.lower(step: first)
    case .second(let second): lowering.lower(step: second)
    }
  }
}

extension EmptyView {
  /// Engine hook: nothing.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {}
}

extension ForEach {
  /// Engine hook: each element, named by its id while tracing.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    let (identify, content) = (view.identify, view.content)
    var occurrences = Occurrences(expecting: view.data.count)
    var earlier: [NodeKey.ElementID] = []
    for element in view.data {
      lowering.lower(element: content(element)) {
        let id = NodeKey.ElementID(identify(element))
        defer { earlier.append(id) }
        return (id, occurrences.next(of: id) { earlier })
      }
    }
  }
}
