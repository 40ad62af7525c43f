/// Lays children out one after another along an axis: the engine of ``HStack`` and
/// ``VStack``.
///
/// Space along the axis is shared as SwiftUI shares it:
/// 1. Each child is measured at its minimum (proposal 0) and maximum (proposal
///    unlimited); the difference is its *flexibility*.
/// 2. Children are served by descending ``View/layoutPriority(_:)``; within a priority,
///    content before ``Spacer``s, and least flexible first. While a group is served, the
///    minimums of every later group stay reserved. Spacers going last is what lets
///    `HStack { Text(title); Spacer(); Text(time) }` show both texts whole whenever they
///    fit: a spacer only ever takes the room content leaves.
/// 3. When every child fits at its maximum, each is offered its maximum and the sharing
///    stops there. Otherwise each child is offered an equal share of what is left,
///    rounded *up*, and takes what it chooses. Rounding up hands integer remainders to
///    the children served first, so three equal spacers in 10 columns get 4, 3 and 3:
///    deterministic, and stable from one pass to the next.
///
/// Across the axis, each child is offered the stack's proposal and placed by the stack's
/// alignment (centring rounds down).
struct StackLayout: NodeLayout, Equatable {
  var axis: Axis
  var alignment: AxisAlignment
  var spacing: Int

  /// Builds `content` as this stack's children, laid out along its axis.
  @MainActor
  func resolve<Content: View>(_ content: Content, children: inout _ChildList) -> _Layout {
    children.axis = axis
    Content._makeNodes(content, into: &children)
    return _Layout(self)
  }

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, children: node.children[...])
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  /// Draws `node`'s children where the stack places them at `proposal`, with the
  /// placements the node lends (``LayoutNode/withChildPlacements(for:in:_:)``).
  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    node.withChildPlacements(for: proposal, in: self) { placements in
      draw(node.children[...], at: placements, in: &canvas, size: size)
    }
  }

  /// The stack's size for `proposal`: the children placed in scratch space that lives
  /// only for this call, since measuring needs only the sizes they add up to. A stack is
  /// measured several times a pass (at its minimum, its maximum, its share); an array of
  /// placements for each measurement was an allocation each time.
  func sizeThatFits<Children: RandomAccessCollection>(_ proposal: ProposedSize, children: Children)
    -> Size
  where Children.Element: LayoutNode, Children.Index == Int {
    withPlacements(for: proposal, children: children) { size(of: $0) }
  }

  func draw<Children: RandomAccessCollection>(
    _ children: Children, in canvas: inout Canvas, size: Size, proposal: ProposedSize
  ) where Children.Element: LayoutNode, Children.Index == Int {
    withPlacements(for: proposal, children: children) { placements in
      draw(children, at: placements, in: &canvas, size: size)
    }
  }

  /// Calls `body` with what each child is offered and chooses at `proposal`, worked out
  /// in scratch space that lives only for the call (on the stack, for any stack of a
  /// reasonable size).
  func withPlacements<Children: RandomAccessCollection, Result>(
    for proposal: ProposedSize, children: Children,
    _ body: (UnsafeBufferPointer<Placement>) -> Result
  ) -> Result where Children.Element: LayoutNode, Children.Index == Int {
    withUnsafeTemporaryAllocation(of: Placement.self, capacity: children.count) { placements in
      place(children, for: proposal, into: placements)
      return body(UnsafeBufferPointer(placements))
    }
  }

  /// The stack's size, given where its children go.
  private func size(of placements: UnsafeBufferPointer<Placement>) -> Size {
    guard !placements.isEmpty else { return .zero }
    var along = spacing.saturatingMultiplied(by: placements.count - 1)
    var across = 0
    for (_, size) in placements {
      along = along.saturatingAdded(size.along(axis))
      across = max(across, size.across(axis))
    }
    return Size(along: along, across: across, axis: axis)
  }

  private func draw<Children: RandomAccessCollection>(
    _ children: Children, at placements: UnsafeBufferPointer<Placement>, in canvas: inout Canvas,
    size: Size
  ) where Children.Element: LayoutNode, Children.Index == Int {
    var offset = 0
    let passingOver = canvas.passOverChildren
    for index in placements.indices {
      let (childProposal, childSize) = placements[index]
      let child = children[children.startIndex + index]
      // An unchanged row of a long list, where it was: passed over before its place is
      // worked out.
      if !child.reuseInPlace(in: &canvas, passingOverIn: passingOver) {
        let cross = alignment.offset(placing: childSize.across(axis), in: size.across(axis))
        let origin =
          axis == .horizontal ? Point(x: offset, y: cross) : Point(x: cross, y: offset)
        let rect = Rect(origin: origin, size: childSize)
        if canvas.records || canvas.paints(rect) {
          child.draw(in: &canvas, at: rect, proposal: childProposal)
        } else if axis == .vertical && canvas.liesBelowPaintedRows(rect) {
          // Painting only, below the last painted row: the rest of a column, each
          // child under the one before (spacing is never negative), paints nothing.
          break
        }
      }
      offset = offset.saturatingAdded(childSize.along(axis)).saturatingAdded(spacing)
    }
  }

  /// The placements of `node`'s children for `proposal`: those the node keeps from when
  /// it was last drawn at `proposal`, otherwise worked out and kept.
  ///
  /// A stack whose content did not change is drawn again at the proposal it was drawn
  /// at more often than not, so drawing it does not share the space out again.
  func placements(for proposal: ProposedSize, node: Node) -> [Placement] {
    if let kept = node.stackPlacements, kept.proposal == proposal { return kept.children }
    let placements = childPlacements(for: proposal, children: node.children[...])
    node.stackPlacements = StackPlacements(proposal: proposal, children: placements)
    return placements
  }

  /// What each child is offered, and the size it chooses, when the stack is offered
  /// `proposal`.
  func childPlacements<Children: RandomAccessCollection>(
    for proposal: ProposedSize, children: Children
  )
    -> [Placement] where Children.Element: LayoutNode, Children.Index == Int
  {
    Array(unsafeUninitializedCapacity: children.count) { placements, count in
      place(children, for: proposal, into: placements)
      count = children.count
    }
  }

  /// Writes into `placements` (one per child, in order) what each child is offered and
  /// the size it chooses when the stack is offered `proposal`.
  private func place<Children: RandomAccessCollection>(
    _ children: Children, for proposal: ProposedSize,
    into placements: UnsafeMutableBufferPointer<Placement>
  ) where Children.Element: LayoutNode, Children.Index == Int {
    let across = proposal.across(axis)
    guard let available = proposal.along(axis) else {
      let ideal = ProposedSize(along: nil, across: across, axis: axis)
      for (index, child) in children.enumerated() {
        placements.initializeElement(at: index, to: (ideal, child.sizeThatFits(ideal)))
      }
      return
    }
    if available == 0 || available == ProposedSize.unlimited || children.count == 1 {
      // Asked for its minimum (or maximum), a stack offers every child its minimum (or
      // maximum); a single child is offered everything. Sharing would give the same
      // sizes, after measuring every child twice more at proposals nothing else asks for.
      let offer = ProposedSize(along: available, across: across, axis: axis)
      for (index, child) in children.enumerated() {
        placements.initializeElement(at: index, to: (offer, child.sizeThatFits(offer)))
      }
      return
    }
    placements.initialize(repeating: (.zero, .zero))
    let room = max(0, available - spacing.saturatingMultiplied(by: children.count - 1))
    withUnsafeTemporaryAllocation(of: Claim.self, capacity: children.count) { order in
      servingOrder(children, across: across, into: order)
      share(
        room, across: across, among: children, servedIn: UnsafeBufferPointer(order),
        into: placements)
    }
  }

  /// Shares `room` along the axis among `children`, served in `order`, writing what each
  /// is offered and chooses into `placements`.
  private func share<Children: RandomAccessCollection>(
    _ room: Int, across: Int?, among children: Children,
    servedIn order: UnsafeBufferPointer<Claim>,
    into placements: UnsafeMutableBufferPointer<Placement>
  ) where Children.Element: LayoutNode, Children.Index == Int {
    if order.reduce(0, { $0.saturatingAdded($1.maximum) }) <= room {
      let largest = ProposedSize(along: ProposedSize.unlimited, across: across, axis: axis)
      for claim in order { placements[claim.index] = (largest, claim.maximumSize) }
      return
    }
    var used = 0
    var start = 0
    while start < order.count {
      var end = start + 1
      while end < order.count && order[end].isServedWith(order[start]) { end += 1 }
      var reserved = 0
      for later in order[end...] { reserved = reserved.saturatingAdded(later.minimum) }
      var budget = max(0, room - used - reserved)
      for position in start..<end {
        let index = order[position].index
        let share = budget.ceilingDivided(by: end - position)
        let offer = ProposedSize(along: share, across: across, axis: axis)
        let size = children[children.startIndex + index].sizeThatFits(offer)
        placements[index] = (offer, size)
        used = used.saturatingAdded(size.along(axis))
        budget = max(0, budget - size.along(axis))
      }
      start = end
    }
  }

  /// Writes into `order` (one per child) the children in the order they are served,
  /// with what serving needs to know.
  private func servingOrder<Children: RandomAccessCollection>(
    _ children: Children, across: Int?, into order: UnsafeMutableBufferPointer<Claim>
  ) where Children.Element: LayoutNode, Children.Index == Int {
    let smallest = ProposedSize(along: 0, across: across, axis: axis)
    let largest = ProposedSize(along: ProposedSize.unlimited, across: across, axis: axis)
    for (index, child) in children.enumerated() {
      let minimum = child.sizeThatFits(smallest).along(axis)
      let maximumSize = child.sizeThatFits(largest)
      let claim = Claim(
        index: index, minimum: minimum, maximumSize: maximumSize,
        maximum: maximumSize.along(axis), priority: child.layoutPriority,
        isSpacer: child.fillsRemainingSpace)
      // Insertion keeps equal claims in child order: stacks hold few children, and a
      // stable order is what makes remainders land deterministically. The first `index`
      // places hold the children before this one.
      var position = index
      while position > 0 && claim.isServed(before: order[position - 1]) {
        order.initializeElement(at: position, to: order[position - 1])
        position -= 1
      }
      order.initializeElement(at: position, to: claim)
    }
  }
}

/// What a stack offers one child, and the size the child chooses for it.
typealias Placement = (proposal: ProposedSize, size: Size)

/// The placements a stack worked out for its children at one proposal, kept in its node
/// (``Node/stackPlacements``).
struct StackPlacements {
  var proposal: ProposedSize
  var children: [Placement]
}

/// What a stack knows about one child while sharing out space.
private struct Claim {
  var index: Int
  var minimum: Int
  var maximumSize: Size
  var maximum: Int
  var priority: Double
  var isSpacer: Bool

  /// How much more than its minimum the child can use.
  var flexibility: Int { maximum - minimum }

  /// Higher priority first, then content before spacers, then least flexible first.
  func isServed(before other: Claim) -> Bool {
    if priority != other.priority { return priority > other.priority }
    if isSpacer != other.isSpacer { return !isSpacer }
    return flexibility < other.flexibility
  }

  /// Whether both are served from the same budget: same priority, both content or both
  /// spacers.
  func isServedWith(_ other: Claim) -> Bool {
    priority == other.priority && isSpacer == other.isSpacer
  }
}
