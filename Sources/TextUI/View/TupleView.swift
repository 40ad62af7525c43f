/// More than ten views in a row, as a ``ViewBuilder`` block of that many produces them;
/// a block of two to ten is a ``TupleView2`` ... ``TupleView10``, which store their views
/// as they are (cheaper to lower and compare: no array, no boxes).
///
/// Each element is identified by its position in the tuple, so elements keep their
/// identity (and, later, their cached frames) across passes.
///
/// The elements are kept as an array of `any View`, not as a tuple of the pack: Swift
/// looks a pack's tuple type up in the runtime's metadata table (hashing its element
/// types) every time a value holding one is copied or assigned, which made those lookups
/// a fifth of a cold render. Copying an array is one retain. The type still names every
/// element (`TupleView<Text, Spacer>`), so each position always holds the same type.
public struct TupleView<each Content: View>: View {
  /// The views, in order; the element at a position is always of that position's type.
  private var elements: [any View]

  /// Creates a tuple of views.
  public init(_ value: repeat each Content) {
    var count = 0
    for _ in repeat (each Content).self { count += 1 }  // the types: counting copies no view
    var elements: [any View] = []
    elements.reserveCapacity(count)
    repeat elements.append(each value)
    self.elements = elements
  }

  /// `Never`: a tuple contributes its elements, not a view of its own.
  public typealias Body = Never

  /// Whether every element is `==` the element at the same position.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    for index in lhs.elements.indices where !isEqual(lhs.elements[index], rhs.elements[index]) {
      return false
    }
    return true
  }

  /// Engine hook: appends each element under its position in the tuple.
  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    list.reserveCapacity(forAnother: view.elements.count)
    for (position, element) in view.elements.enumerated() {
      list.append(element, at: .index(position))
    }
  }
}

extension TupleView: ViewBlock {
  /// The views, in order: the alternatives of a ``ViewThatFits``, each built only when
  /// layout asks about it (`LazyAlternatives`).
  var views: [any View] { elements }
}

/// Whether `rhs` (which holds the same position of the same `TupleView` type, so is an
/// `Element`) is `==` `lhs`.
///
/// The types are compared as metatypes and the value is then reinterpreted: a dynamic
/// cast (`as? Element`) asks the runtime about conformances on every call, which was
/// 2% of a cold render.
private func isEqual<Element: View>(_ lhs: Element, _ rhs: any View) -> Bool {
  func open<Actual: View>(_ actual: Actual) -> Bool {
    guard Actual.self == Element.self else { return false }
    return lhs == unsafeBitCast(actual, to: Element.self)
  }
  return open(rhs)
}
