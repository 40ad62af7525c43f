/// A node's structural identity among its siblings: where in its parent's content it
/// came from, and the type of its view.
///
/// Two passes that produce the same key for a node produce the *same* node, so what it
/// cached survives. The path records each list-like view passed through: a tuple
/// position, an `if`/`else` branch, a ``ForEach`` id.
struct NodeKey: Hashable {
  /// The list-like views passed through, outermost first.
  var path: [PathComponent]
  /// The view's type: a different type at the same place is a different node.
  var type: ObjectIdentifier
}

/// One step of a view's structural identity: how the renderer tells apart the views a
/// list-like view produces.
///
/// A node is identified by the path of these steps from its parent's content, plus its
/// view's type, so a view keeps its node (and everything the node cached) for as long as
/// it comes back at the same place. It is public only because the engine hook
/// `_ChildList.append(_:at:)` takes one; views you write never name it.
public enum PathComponent: Hashable {
  /// A position in a tuple of views or a `for` loop.
  case index(Int)
  /// The branch of an `if`/`else`: 0 for the first, 1 for the second.
  case branch(Int)
  /// An element of a ``ForEach``, by id.
  case id(AnyHashable)
  /// The `n`th repeat of an id a ``ForEach`` already used: 1 for its second occurrence.
  case duplicate(AnyHashable, Int)
}
