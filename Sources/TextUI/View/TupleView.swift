/// Several views in a row, as a ``ViewBuilder`` block produces them.
///
/// Each element is identified by its position in the tuple, so elements keep their
/// identity (and, later, their cached frames) across passes.
public struct TupleView<each Content: View>: View {
  /// The views, in order.
  public var value: (repeat each Content)

  /// Creates a tuple of views.
  public init(_ value: repeat each Content) {
    self.value = (repeat each value)
  }

  /// `Never`: a tuple contributes its elements, not a view of its own.
  public typealias Body = Never

  /// Whether every element is `==` the element at the same position.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    for (left, right) in repeat (each lhs.value, each rhs.value) {
      if left != right { return false }
    }
    return true
  }

  /// Engine hook: appends each element under its position in the tuple.
  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    var position = 0
    for element in repeat each view.value {
      list.append(element, at: .index(position))
      position += 1
    }
  }
}
