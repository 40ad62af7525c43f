/// The items of one lazy stack: how to build them, from the last evaluation, and the
/// nodes of the items it has built, by position.
///
/// A ``ForEach`` builds a node for every element while the tree is built. A lazy stack
/// cannot know which items it shows until it is measured, so it keeps what it needs to
/// build them (a `LazySource`) and builds an item when layout first asks for it, through
/// the pass its renderer is rendering (its ``LayoutContext``). Each item is matched by id as
/// `ForEach` matches it, so an item keeps its node from pass to pass and is evaluated
/// again only when its value changes.
///
/// What is held stays O(visible): a pass that lays the stack out drops, once drawing is
/// over, every item that pass did not measure or draw.
///
/// Nothing here is generic: layout calls into these items many times a pass, and generic
/// code reached through `any NodeLayout` looks up its types' metadata at run time (a
/// first version, generic over the data, nearly doubled a seven-day Week's update).
/// Only the source's closure knows the element type.
@MainActor
final class LazyItems {
  /// One built item: the nodes its view made (one for an ordinary view), in order.
  struct Item {
    /// Its position in the data.
    var index: Int
    var nodes: [Node]
    /// The last pass that measured or drew it.
    var lastUsed: Int
  }

  /// What to build from: the stack view's data and closure, type-erased.
  private(set) var source: LazySource
  /// The position kept visible, clamped to the data.
  private(set) var anchor = 0
  /// The stack's axis: items are built for it (a ``Spacer`` in an item grows along it).
  private let axis: Axis
  /// The stack's node. Weak: the node holds its layout, which holds these items (and a
  /// pass's closure may outlive a node evicted while it ran).
  private weak var owner: Node?
  /// The built items, in order of position. An array searched by bisection, not a
  /// dictionary: layout looks items up many times a pass, and hashing cost more.
  private var items: [Item] = []
  /// The last pass that asked to drop unused items when it finishes.
  private var finishingPass = 0
  /// The generation of the owner registered as depending on the frame's size.
  private var registeredGeneration = -1
  /// Where the pass that lays this stack out is found.
  let context: LayoutContext
  /// The items shown when last laid out, and the proposal they were shown for: what
  /// painting a reused stack draws, without building or measuring anything.
  var lastWindow: (proposal: ProposedSize, nodes: [Node])?

  init(owner: Node, axis: Axis, source: LazySource, context: LayoutContext) {
    self.owner = owner
    self.context = context
    self.axis = axis
    self.source = source
  }

  var count: Int { source.count }

  /// Takes the source of a new evaluation and hands every held item the view of the
  /// element now at its position, through `list`, the owner's child list: the list
  /// matches nodes by id, so an element that moved within the held items keeps its node,
  /// a new id gets a new node, and nodes nothing claimed are evicted. The items are then
  /// gated by `==` (and traced) as any child is.
  func update(source: LazySource, anchor: Int?, into list: inout _ChildList) {
    self.source = source
    self.anchor = min(max(anchor ?? 0, 0), max(source.count - 1, 0))
    guard !items.isEmpty else { return }
    items.removeAll { $0.index >= source.count }
    list.axis = axis
    list.observing { list in
      for position in items.indices {
        let first = list.count
        source.append(items[position].index, &list)
        items[position].nodes = list.nodes(from: first)
      }
    }
  }

  /// The nodes of the item at `index`, built (and evaluated) if it is not held.
  func nodes(at index: Int, in pass: RenderPass) -> [Node] {
    if finishingPass != pass.number {
      finishingPass = pass.number
      pass.whenLayoutFinishes { [self] in dropUnused(after: pass) }
    }
    let position = self.position(of: index)
    if position < items.count && items[position].index == index {
      if items[position].lastUsed != pass.number { items[position].lastUsed = pass.number }
      return items[position].nodes
    }
    guard let owner else { return [] }
    var list = _ChildList(owner: owner, pass: pass, previous: [])
    list.axis = axis
    list.observing { list in source.append(index, &list) }
    let nodes = list.finish()
    list.commit()
    // The owner's children are the items' nodes in order: the new ones go in at their
    // place, rather than the whole array being made again for every item built.
    let offset = items[..<position].reduce(0) { $0 + $1.nodes.count }
    items.insert(Item(index: index, nodes: nodes, lastUsed: pass.number), at: position)
    owner.children.insert(contentsOf: nodes, at: offset)
    return nodes
  }

  /// Where the item at `index` is, or would be inserted, in ``items``.
  private func position(of index: Int) -> Int {
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if items[middle].index < index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Notes that what the stack answered depends on the frame's size, so the renderer
  /// evaluates it again when the size changes.
  func dependOnFrameSize(in pass: RenderPass) {
    guard let owner, registeredGeneration != owner.generation else { return }
    registeredGeneration = owner.generation
    pass.frameDependents.append(Invalidations.Token(node: owner, generation: owner.generation))
  }

  /// Evicts the items `pass` did not use.
  private func dropUnused(after pass: RenderPass) {
    guard let owner, items.contains(where: { $0.lastUsed != pass.number }) else { return }
    for item in items where item.lastUsed != pass.number {
      for node in item.nodes { pass.didEvict(node, from: owner) }
    }
    items.removeAll { $0.lastUsed != pass.number }
    owner.children = items.flatMap(\.nodes)
  }
}

/// A lazy stack's data and element closure, seen by position: what `LazyItems` builds
/// items from, without knowing the element type. A ``ViewThatFits``'s alternatives are
/// seen the same way (`LazyAlternatives`).
struct LazySource {
  /// The number of elements.
  var count: Int
  /// Appends the views of the element at a position to a child list, under its id.
  var append: @MainActor (Int, inout _ChildList) -> Void
  /// The source of `data`, identified by `identify`, built by `content`.
  @MainActor init<Data: RandomAccessCollection, ID: Hashable, Content: View>(
    _ data: Data, identify: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> Content
  ) {
    func element(_ index: Int) -> Data.Element {
      data[data.index(data.startIndex, offsetBy: index)]
    }
    count = data.count
    append = { index, list in
      let element = element(index)
      list.append(content(element), id: NodeKey.ElementID(identify(element)), occurrence: 0)
    }
  }
}
