/// Lays out the items of a lazy stack that fit the length it is offered: the engine of
/// ``LazyHStack`` and ``LazyVStack``.
///
/// Offered a length, the stack shows the longest run of consecutive items that holds
/// the anchor and fits it, centred on the anchor as far as the ends allow (at least the
/// anchor itself). Items are measured at their ideal length, as a stack measures its
/// ideal size, one at a time from the anchor outwards, so a pass measures only the items
/// that fit and one more. The run is then laid out exactly as an ``HStack`` or
/// ``VStack`` of those items would be (`StackLayout` does it), so a lazy stack whose
/// items all fit draws what a stack of a `ForEach` draws.
///
/// Asked for its ideal or maximum length (a stack's probe), or offered more than the
/// frame, it answers as if offered the frame's whole length: nothing beyond the frame can
/// be seen. That answer depends on the frame's size, so when it left items out the
/// stack is evaluated again if the size changes.
struct LazyStackLayout: NodeLayout {
  var stack: StackLayout
  let items: LazyItems

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    stack.sizeThatFits(proposal, children: window(for: proposal)[...])
  }

  /// Draws the items shown at `proposal`. Painting a stack that was not laid out again
  /// (it was reused, and only its rows are painted) draws the items it showed last.
  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    let shown: [Node]
    if !canvas.records, let last = lastWindow, last.proposal == proposal {
      shown = last.nodes
    } else {
      shown = window(for: proposal)
    }
    stack.draw(shown[...], in: &canvas, size: size, proposal: proposal)
  }

  /// The items shown when offered `proposal`, built on first use through the pass the
  /// stack's renderer is rendering; kept as ``LazyItems/lastWindow``.
  ///
  /// Layout runs on the main actor, inside `Renderer.render`: the items are main-actor
  /// state, and the nodes only leave the closure to be measured on the same thread.
  private func window(for proposal: ProposedSize) -> [Node] {
    nonisolated(unsafe) var shown: [Node] = []
    MainActor.assumeIsolated {
      let pass = items.context.currentPass
      shown = items.window(for: proposal, axis: stack.axis, spacing: stack.spacing, in: pass)
      items.lastWindow = (proposal, shown)
    }
    return shown
  }

  private var lastWindow: (proposal: ProposedSize, nodes: [Node])? {
    nonisolated(unsafe) var last: (proposal: ProposedSize, nodes: [Node])?
    MainActor.assumeIsolated { last = items.lastWindow }
    return last
  }

  /// Along its own axis, whether every item fits, measuring no further than the first
  /// that does not. That is the whole answer when only this axis is asked about (a row
  /// in a `ViewThatFits(in: [.horizontal])`): the run's length is the stack's ideal
  /// length. Otherwise, once they all fit, the default answer (its ideal size).
  func fits(_ proposal: ProposedSize, along axes: Axis.Set, node: Node) -> Bool {
    let axis = stack.axis
    guard axes.contains(Axis.Set(axis)), let limit = proposal.along(axis) else {
      return node.fitsAtIdealSize(proposal, along: axes)
    }
    let isAcrossAsked = axes.contains(axis == .horizontal ? .vertical : .horizontal)
    let itemProposal = ProposedSize(
      along: nil, across: isAcrossAsked ? nil : proposal.across(axis), axis: axis)
    let fitsAlong = MainActor.assumeIsolated {
      let pass = items.context.currentPass
      let run = items.run(
        fitting: limit, measuring: itemProposal, axis: axis, spacing: stack.spacing, in: pass)
      return run.range.count == items.count && run.length <= limit
    }
    guard fitsAlong && isAcrossAsked else { return fitsAlong }
    return node.fitsAtIdealSize(proposal, along: axes)
  }

  /// A lazy stack is content with no priority of its own, whatever its items are.
  func layoutPriority(of node: Node) -> Double { 0 }
  func fillsRemainingSpace(_ node: Node) -> Bool { false }
}

extension LazyItems {
  /// The nodes of the items shown for `proposal`.
  func window(for proposal: ProposedSize, axis: Axis, spacing: Int, in pass: RenderPass)
    -> [Node]
  {
    let frameLength = pass.frameSize.along(axis)
    let offered = proposal.along(axis) ?? .max
    let limit = min(offered, frameLength)
    let itemProposal = ProposedSize(along: nil, across: proposal.across(axis), axis: axis)
    let run = run(fitting: limit, measuring: itemProposal, axis: axis, spacing: spacing, in: pass)
    if offered > frameLength && run.range.count < count { dependOnFrameSize(in: pass) }
    return run.range.flatMap { nodes(at: $0, in: pass) }
  }

  /// The longest run of items around the anchor whose length at `itemProposal` fits
  /// `limit` (the anchor alone when even it does not), and that length.
  ///
  /// The run of `k` items starts at `anchor - k / 2`, moved back inside the data at
  /// either end, as the window functions of the Week picker and the place list centre
  /// theirs. Each run holds the one before plus one item (at its start or its end), so
  /// lengths grow with `k`, and the search stops at the first that does not fit.
  func run(
    fitting limit: Int, measuring itemProposal: ProposedSize, axis: Axis, spacing: Int,
    in pass: RenderPass
  ) -> (range: Range<Int>, length: Int) {
    guard count > 0 else { return (0..<0, 0) }
    var range = anchor..<(anchor + 1)
    var nodeCount = 0
    var length = 0
    func add(_ index: Int) -> Int {
      var added = 0
      for node in nodes(at: index, in: pass) {
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
