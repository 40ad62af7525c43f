/// Which items of a lazy stack are shown: the one search both engines run, each
/// building an item's nodes (or records) the first time the search reaches it.
enum LazyRun {
  /// The longest run of the `count` items around `anchor` whose length at
  /// `itemProposal` fits `limit` (the anchor alone when even it does not), and that
  /// length; `nodesAt` gives an item's nodes, building them if need be.
  ///
  /// The run of `k` items starts at `anchor - k / 2`, moved back inside the data at
  /// either end, as the window functions of the Week picker and the place list centre
  /// theirs. Each run holds the one before plus one item (at its start or its end), so
  /// lengths grow with `k`, and the search stops at the first that does not fit.
  static func longest<Nodes: Collection>(
    count: Int, anchor: Int, fitting limit: Int, measuring itemProposal: ProposedSize,
    axis: Axis, spacing: Int, nodesAt: (Int) -> Nodes
  ) -> (range: Range<Int>, length: Int) where Nodes.Element: LayoutNode {
    guard count > 0 else { return (0..<0, 0) }
    var range = anchor..<(anchor + 1)
    var nodeCount = 0
    var length = 0
    func add(_ index: Int) -> Int {
      var added = 0
      for node in nodesAt(index) {
        nodeCount += 1
        added = added.saturatingAdded(node.sizeThatFits(itemProposal).along(axis))
        if nodeCount > 1 { added = added.saturatingAdded(spacing) }
      }
      return added
    }
    length = add(anchor)
    while range.count < count {
      let size = range.count + 1
      let start = min(max(anchor - size / 2, 0), count - size)
      let next = start < range.lowerBound ? start : range.upperBound
      let counted = nodeCount
      let longer = length.saturatingAdded(add(next))
      if longer > limit {
        nodeCount = counted
        break
      }
      length = longer
      range = start..<(start + size)
    }
    return (range, length)
  }
}
