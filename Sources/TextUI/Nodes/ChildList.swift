/// The children a node builds in one pass, matched against the ones it had before.
///
/// A view's ``View/_makeNodes(_:into:)`` appends to this list. Each appended view gets a
/// ``NodeKey`` from the current path and its type; if the previous pass had a node with
/// that key, that node is reused, otherwise a new one is made. Either way the node only
/// *receives* the value here: ``commit()`` brings the nodes up to date afterwards, once
/// the parent's own evaluation (and its Observation tracking) is over, so a parent never
/// counts what its children read as its own dependencies. Previous nodes that nothing
/// claimed are evicted.
///
/// Matching walks the previous children in order and only builds a lookup table when the
/// order changed, so an unchanged list costs one key comparison per child. While the
/// nodes appended are the previous ones in order, none is copied: a view evaluated again
/// with the same children (the steady case: a label changed, a row of a long list
/// changed) keeps its children's array, with no allocation and no append per child.
@MainActor
public struct _ChildList {
  /// Whether one of the nodes appended was not the previous node at its position, so
  /// that they are all in ``built``; until then they are the first ``matched`` previous
  /// ones. (A flag beside an array, not an optional array: engine code the compiler
  /// does not specialise copies this list, and an optional array costs it a trip
  /// through the runtime's value witnesses each time.)
  private var diverged = false
  /// Whether ``finish()`` has put the nodes in ``built``.
  private var isFinished = false
  /// The nodes appended, once ``diverged`` or finished.
  private var built: [Node] = []
  /// How many of the nodes appended were the previous nodes, in order, before any
  /// was not.
  private var matched = 0
  /// How many nodes the list-like views appending said the list will hold: the
  /// capacity to give ``built`` when it is made.
  private var expectedCount = 0
  /// The axis of the stack these children will be laid out in, if any.
  var axis: Axis?
  /// Whether the owner's evaluation runs under Observation tracking (a body does; a
  /// primitive does not).
  var isObserving = false

  /// The node whose children these are.
  let owner: Node
  /// The pass building them.
  let pass: RenderPass
  private let previous: [Node]
  private var cursor = 0
  private var claimed = 0
  private var previousByKey: [NodeKey: Node]?
  private var steps = NodeKey.Steps()
  private var ids = NodeKey.ElementIDs()
  /// The occurrence in the step of the elements being appended (see ``beginElements()``).
  private var elementOccurrence = 0

  /// A list for `owner`'s children in `pass`, matched against its current ones.
  init(owner: Node, pass: RenderPass) {
    self.init(owner: owner, pass: pass, previous: owner.children)
  }

  /// A list for some of `owner`'s children, matched against `previous` only: how a lazy
  /// stack builds one item at a time while it is measured (`LazyItems`).
  init(owner: Node, pass: RenderPass, previous: [Node]) {
    self.owner = owner
    self.pass = pass
    self.previous = previous
    // With no previous nodes (a first evaluation), each node is new: build at once.
    self.diverged = previous.isEmpty
    self.axis = owner.axis
  }

  /// Makes room for `count` more nodes: a list-like view that knows how many views it
  /// holds (a ``TupleView``, a ``ForEach``) says so before appending them, so the list
  /// is one allocation rather than one per doubling.
  mutating func reserveCapacity(forAnother count: Int) {
    expectedCount = self.count + count
    if diverged { built.reserveCapacity(expectedCount) }
  }

  /// Appends the nodes of `view` under one more step of structural identity.
  @MainActor public mutating func append<V: View>(_ view: V, at component: PathComponent) {
    switch component {
    case .index(let index): steps.append(.index, index)
    case .branch(let branch): steps.append(.branch, branch)
    }
    V._makeNodes(view, into: &self)
    steps.removeLast()
  }

  /// Appends the nodes of `view` as the element with `id` of a ``ForEach``;
  /// `occurrence` tells apart the repeats of an id (0 for its first).
  @MainActor mutating func append<V: View>(
    _ view: V, id: NodeKey.ElementID, occurrence: Int
  ) {
    beginElements()
    appendElement(view, id: id, occurrence: occurrence)
    endElements()
  }

  /// Opens the one path step that the elements of a ``ForEach`` share: between this and
  /// ``endElements()``, ``appendElement(_:id:occurrence:)`` only sets the step's id and
  /// occurrence for each element, rather than adding a step and taking it away again
  /// (a thousand rows, a thousand times).
  mutating func beginElements() {
    steps.append(.id, 0)
    ids.append(NodeKey.ElementID())
    elementOccurrence = 0
  }

  /// Appends the nodes of `view` as the element with `id` of the ``ForEach`` whose step
  /// ``beginElements()`` opened; `occurrence` tells apart the repeats of an id (0 for
  /// its first).
  @MainActor mutating func appendElement<V: View>(
    _ view: V, id: NodeKey.ElementID, occurrence: Int
  ) {
    if occurrence != elementOccurrence {
      steps.removeLast()
      steps.append(.id, occurrence)
      elementOccurrence = occurrence
    }
    ids.replaceLast(with: id)
    V._makeNodes(view, into: &self)
  }

  /// Closes the step ``beginElements()`` opened.
  mutating func endElements() {
    steps.removeLast()
    ids.removeLast()
  }

  /// Appends one node for `view`, reusing the previous pass's node with the same key.
  @MainActor public mutating func appendNode<V: View>(for view: V) {
    let type = ObjectIdentifier(V.self)
    let node: ViewNode<V>
    if let reused = takePrevious(type: type) {
      // The key includes V's type, so the node holding it is a ViewNode<V>. Its axis is
      // unchanged too: it follows from the types of its ancestors, which are part of
      // the path that found it.
      node = unsafeDowncast(reused, to: ViewNode<V>.self)
      node.receive(view, in: pass)
      claimed += 1
    } else {
      node = ViewNode(view, key: NodeKey(steps: steps, ids: ids, type: type), axis: axis)
      node.parent = owner
    }
    node.visit.pass = pass.number
    keep(node)
  }

  /// Adds `node` to the nodes built: only counted while the nodes are the previous ones
  /// in order, copied into an array of their own at the first that is not.
  private mutating func keep(_ node: Node) {
    if !diverged {
      if matched < previous.count && node === previous[matched] {
        matched += 1
        return
      }
      diverged = true
      if expectedCount > matched + 1 { built.reserveCapacity(expectedCount) }
      for index in 0..<matched { built.append(previous[index]) }
    }
    built.append(node)
  }

  /// Runs `build`, which calls code the view's author wrote (a ``ForEach``'s element
  /// closure), under Observation tracking for the owner, so that what it reads
  /// invalidates the owner. Engine hook.
  ///
  /// A body is tracked already; a primitive's resolution is not, and only the closures
  /// it calls can read observable state.
  @MainActor public mutating func observing(_ build: (inout _ChildList) -> Void) {
    if isObserving { return build(&self) }
    isObserving = true
    defer { isObserving = false }
    pass.tracking(owner) { build(&self) }
  }

  /// The nodes built, in order, once all are appended: the previous array itself
  /// when they are the previous nodes in order. ``commit()`` calls it too.
  mutating func finish() -> [Node] {
    if !diverged && !isFinished {
      built = matched == previous.count ? previous : Array(previous[..<matched])
    }
    isFinished = true
    return built
  }

  /// How many nodes have been built so far.
  var count: Int { diverged ? built.count : matched }

  /// The nodes built from position `first` on.
  func nodes(from first: Int) -> [Node] {
    Array(diverged ? built[first...] : previous[first..<matched])
  }

  /// Brings every node up to date and evicts the previous nodes nothing claimed; returns
  /// whether the nodes are the previous ones in order, and which of them changed.
  @discardableResult
  mutating func commit() -> ChildChanges {
    if !isFinished { _ = finish() }
    var changes = ChildChanges(keepsNodes: built.count == previous.count)
    for index in built.indices {
      let node = built[index]
      if diverged && index < previous.count && node !== previous[index] {
        changes.keepsNodes = false
        owner.childrenReordered = true
      }
      if node.refresh(in: pass) { changes.noteChange(at: index) }
    }
    if claimed < previous.count {
      for node in previous where node.visit.pass != pass.number {
        pass.didEvict(node, from: owner)
      }
    }
    return changes
  }

  /// Removes and returns the previous node with the key of a view of `type` at the
  /// current path, if there was one.
  ///
  /// The next previous node in order is compared with the path as it is: a key is only
  /// made (its path copied) when the order changed, and for a new node.
  private mutating func takePrevious(type: ObjectIdentifier) -> Node? {
    if previousByKey == nil {
      // Every previous node taken in order (or none, in a first pass): none is left.
      guard cursor < previous.count else { return nil }
      let next = previous[cursor]
      if next.isKeyed(at: steps, ids, type: type) {
        cursor += 1
        return next
      }
      var table: [NodeKey: Node] = [:]
      for node in previous[cursor...] { table[node.key] = node }
      previousByKey = table
    }
    return previousByKey?.removeValue(forKey: NodeKey(steps: steps, ids: ids, type: type))
  }
}
