/// The items of one lazy stack: its data and element closure from the last evaluation,
/// and the nodes of the items it has built, by position.
///
/// A ``ForEach`` builds a node for every element while the tree is built. A lazy stack
/// cannot know which items it shows until it is measured, so it keeps what it needs to
/// build them (the data, how to identify an element, the closure) and builds an item
/// when layout first asks for it, through the pass being rendered (`RenderPass.current`).
/// Each item is matched by id as `ForEach` matches it, so an item keeps its node from
/// pass to pass and is evaluated again only when its value changes.
///
/// What is held stays O(visible): a pass that lays the stack out drops, once drawing is
/// over, every item that pass did not measure or draw.
@MainActor
final class LazyItems<Data: RandomAccessCollection, ID: Hashable, Content: View> {
  /// One built item: the nodes its view made (one for an ordinary view), in order.
  struct Item {
    var index: Int
    var id: ID
    var nodes: [Node]
    /// The last pass that measured or drew it.
    var lastUsed: Int
  }

  private(set) var data: Data
  private var identify: (Data.Element) -> ID
  private var content: (Data.Element) -> Content
  /// The position kept visible, clamped to the data.
  private(set) var anchor = 0
  /// The stack's axis: items are built for it (a ``Spacer`` in an item grows along it).
  private let axis: Axis
  /// The stack's node. Unowned: the node holds its layout, which holds these items.
  private unowned let owner: Node
  /// The built items, by position.
  private var items: [Int: Item] = [:]
  /// The last pass that asked to drop unused items when it finishes.
  private var finishingPass = 0
  /// The generation of the owner registered as depending on the frame's size.
  private var registeredGeneration = -1

  init(owner: Node, axis: Axis, data: Data, identify: @escaping (Data.Element) -> ID) {
    self.owner = owner
    self.axis = axis
    self.data = data
    self.identify = identify
    self.content = { _ in fatalError("content is set by update") }
  }

  var count: Int { data.count }

  /// Takes the values of a new evaluation and hands every held item its new element's
  /// view through `list`, the owner's child list, so the items are gated by `==` (and
  /// traced) as any child is; items whose id is gone are not handed over, so `list`
  /// evicts them.
  func update(
    data: Data, identify: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> Content, anchor: Int?, into list: inout _ChildList
  ) {
    self.data = data
    self.identify = identify
    self.content = content
    self.anchor = min(max(anchor ?? 0, 0), max(data.count - 1, 0))
    guard !items.isEmpty else { return }
    var positions: [ID: Int]?
    var moved: [Int: Item] = [:]
    for var item in items.values.sorted(by: { $0.index < $1.index }) {
      if item.index >= data.count || identify(element(at: item.index)) != item.id {
        if positions == nil { positions = self.positions() }
        guard let index = positions?[item.id], moved[index] == nil else { continue }
        item.index = index
      }
      moved[item.index] = item
    }
    list.axis = axis
    list.observing { list in
      for index in moved.keys.sorted() {
        let first = list.nodes.count
        list.append(content(element(at: index)), at: .id(AnyHashable(moved[index]!.id)))
        moved[index]!.nodes = Array(list.nodes[first...])
      }
    }
    items = moved
  }

  /// The nodes of the item at `index`, built (and evaluated) if it is not held.
  func nodes(at index: Int, in pass: RenderPass) -> [Node] {
    if finishingPass != pass.number {
      finishingPass = pass.number
      pass.whenLayoutFinishes { [self] in dropUnused(after: pass) }
    }
    if let item = items[index] {
      items[index]!.lastUsed = pass.number
      return item.nodes
    }
    let element = element(at: index)
    let id = identify(element)
    var list = _ChildList(owner: owner, pass: pass, previous: [])
    list.axis = axis
    list.observing { list in list.append(content(element), at: .id(AnyHashable(id))) }
    let nodes = list.nodes
    list.commit()
    items[index] = Item(index: index, id: id, nodes: nodes, lastUsed: pass.number)
    owner.children = heldNodes()
    return nodes
  }

  /// Notes that what the stack answered depends on the frame's size, so the renderer
  /// evaluates it again when the size changes.
  func dependOnFrameSize(in pass: RenderPass) {
    guard registeredGeneration != owner.generation else { return }
    registeredGeneration = owner.generation
    pass.frameDependents.append(Invalidations.Token(node: owner, generation: owner.generation))
  }

  /// The number of items held, for tests.
  var heldCount: Int { items.count }

  /// Evicts the items `pass` did not use.
  private func dropUnused(after pass: RenderPass) {
    let unused = items.values.filter { $0.lastUsed != pass.number }
    guard !unused.isEmpty else { return }
    for item in unused.sorted(by: { $0.index < $1.index }) {
      items[item.index] = nil
      for node in item.nodes { pass.didEvict(node, from: owner) }
    }
    owner.children = heldNodes()
  }

  /// Every held node, in the order of the items: the owner's children.
  private func heldNodes() -> [Node] {
    items.keys.sorted().flatMap { items[$0]!.nodes }
  }

  private func element(at index: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: index)]
  }

  /// The position of every id (the first, for a repeated one).
  private func positions() -> [ID: Int] {
    var positions: [ID: Int] = [:]
    positions.reserveCapacity(data.count)
    for (index, element) in data.enumerated() where positions[identify(element)] == nil {
      positions[identify(element)] = index
    }
    return positions
  }
}
