/// One record of a ``ViewStore``, as a layout sees a node: the store and a position.
///
/// A value of two words, made and dropped freely: asking a record for its size or
/// drawing it reads the store's arrays at that position (see `ViewStore+Layout.swift`).
struct StoreNode: LayoutNode {
  /// The store. `unowned(unsafe)`: a record is only reached while its store lays out,
  /// and a reference count per child visited would be most of a stack's cost.
  unowned(unsafe) let store: ViewStore
  /// The record's position in the store.
  let record: Int

  var children: Children { store.children(of: record) }
  var axis: Axis? { store.axes[record] }
  var layoutPriority: Double { store.priorities[record] }
  var fillsRemainingSpace: Bool { store.fillsRemainingSpace[record] }

  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    store.sizeThatFits(proposal, record: record)
  }

  func draw(in canvas: inout Canvas, at rect: Rect, proposal: ProposedSize) {
    canvas.withRegion(rect) { canvas in
      store.draw(record, in: &canvas, size: rect.size, proposal: proposal)
    }
  }

  /// Nothing to reuse: a store draws every record of its pass once.
  func reuseInPlace(in canvas: inout Canvas, passingOverIn pass: RenderPass?) -> Bool { false }

  /// Worked out each time, in scratch space: a first pass draws each stack once.
  func withChildPlacements<Result>(
    for proposal: ProposedSize, in stack: StackLayout,
    _ body: (UnsafeBufferPointer<Placement>) -> Result
  ) -> Result {
    stack.withPlacements(for: proposal, children: children, body)
  }

  /// The children of a record, in layout order, as nodes: `count` positions of the
  /// store's child list from `start`.
  struct Children: RandomAccessCollection {
    unowned(unsafe) let store: ViewStore
    let start: Int
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> StoreNode {
      StoreNode(store: store, record: Int(store.childList[start + position]))
    }
  }
}
