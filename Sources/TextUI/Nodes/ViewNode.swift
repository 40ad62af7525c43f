/// A node for a view of type `V`, holding the view's current value.
final class ViewNode<V: View>: Node {
  /// The value of the last pass.
  private(set) var view: V

  init(_ view: V, key: NodeKey, axis: Axis?) {
    self.view = view
    super.init(key: key, axis: axis)
  }

  /// Takes this pass's value: rebuilds the children (reusing the previous ones by key)
  /// and the layout.
  @MainActor func update(to newView: V) {
    view = newView
    var list = _ChildList(previous: children, axis: axis)
    layout = V._resolve(newView, children: &list).base
    children = list.nodes
    contentDidChange()
  }
}
