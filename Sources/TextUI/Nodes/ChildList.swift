/// The children a node builds in one pass, matched against the ones it had before.
///
/// A view's ``View/_makeNodes(_:into:)`` appends to this list. Each appended view gets a
/// ``NodeKey`` from the current path and its type; if the previous pass had a node with
/// that key, that node is reused and updated, otherwise a new one is made. Previous
/// nodes that nothing claimed are dropped when the pass ends.
///
/// Matching walks the previous children in order and only builds a lookup table when the
/// order changed, so an unchanged list costs one key comparison per child.
@MainActor
public struct _ChildList {
  /// The nodes built so far, in order.
  private(set) var nodes: [Node] = []
  /// The axis of the stack these children will be laid out in, if any.
  var axis: Axis?

  private var previous: [Node]
  private var cursor = 0
  private var previousByKey: [NodeKey: Node]?
  private var path: [PathComponent] = []

  init(previous: [Node], axis: Axis?) {
    self.previous = previous
    self.axis = axis
  }

  /// Appends the nodes of `view` under one more step of structural identity.
  @MainActor public mutating func append<V: View>(_ view: V, at component: PathComponent) {
    path.append(component)
    V._makeNodes(view, into: &self)
    path.removeLast()
  }

  /// Appends one node for `view`, reusing the previous pass's node with the same key.
  @MainActor public mutating func appendNode<V: View>(for view: V) {
    let key = NodeKey(path: path, type: ObjectIdentifier(V.self))
    let node: ViewNode<V>
    if let reused = takePrevious(key) {
      // The key includes V's type, so the node holding it is a ViewNode<V>.
      node = unsafeDowncast(reused, to: ViewNode<V>.self)
      node.axis = axis
    } else {
      node = ViewNode(view, key: key, axis: axis)
    }
    node.update(to: view)
    nodes.append(node)
  }

  /// Removes and returns the previous node with `key`, if there was one.
  private mutating func takePrevious(_ key: NodeKey) -> Node? {
    if previousByKey == nil {
      if cursor < previous.count && previous[cursor].key == key {
        cursor += 1
        return previous[cursor - 1]
      }
      var table: [NodeKey: Node] = [:]
      for node in previous[cursor...] { table[node.key] = node }
      previousByKey = table
    }
    return previousByKey?.removeValue(forKey: key)
  }
}
