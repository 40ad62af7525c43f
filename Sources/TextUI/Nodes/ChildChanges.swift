/// What bringing a node's children up to date found (``_ChildList/commit()``): whether
/// they are the nodes it had, in the same order, and which of them changed.
///
/// A parent whose content changed asks it whether its measurements still hold: they do
/// when the children are the same nodes and each one that changed kept its sizes. Only
/// those are asked, so a long list in which one row changed checks that row, not all.
struct ChildChanges {
  /// Whether the children are the previous ones in the same order: none new, none
  /// gone, none moved.
  var keepsNodes: Bool
  /// The positions from the first child whose content changed to the last; empty when
  /// none did. The children between them that did not change were reused.
  private(set) var changed: Range<Int> = 0..<0

  /// Whether nothing changed: the same nodes, none of them changed.
  var isEmpty: Bool { keepsNodes && changed.isEmpty }

  /// Notes that the content of the child at `index` changed; children are noted in order.
  mutating func noteChange(at index: Int) {
    changed = (changed.isEmpty ? index : changed.lowerBound)..<index + 1
  }
}
