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
    let count = MainActor.assumeIsolated { items.count }
    return Self.fits(proposal, along: axes, stack: stack, count: count, node: node) {
      limit, itemProposal in
      MainActor.assumeIsolated {
        items.run(
          fitting: limit, measuring: itemProposal, axis: stack.axis, spacing: stack.spacing,
          in: items.context.currentPass)
      }
    }
  }

  /// ``fits(_:along:node:)`` for a lazy `stack` of `count` items laid out as `node`,
  /// where `run` finds the longest run of items that fits a limit: the test both
  /// engines make.
  static func fits<N: LayoutNode>(
    _ proposal: ProposedSize, along axes: Axis.Set, stack: StackLayout, count: Int, node: N,
    run: (_ limit: Int, _ itemProposal: ProposedSize) -> (range: Range<Int>, length: Int)
  ) -> Bool {
    let axis = stack.axis
    guard axes.contains(Axis.Set(axis)), let limit = proposal.along(axis) else {
      return node.fitsAtIdealSize(proposal, along: axes)
    }
    let isAcrossAsked = axes.contains(axis == .horizontal ? .vertical : .horizontal)
    let itemProposal = ProposedSize(
      along: nil, across: isAcrossAsked ? nil : proposal.across(axis), axis: axis)
    let found = run(limit, itemProposal)
    let fitsAlong = found.range.count == count && found.length <= limit
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

  /// The longest run of items around the anchor that fits `limit` (see
  /// ``LazyRun/longest(count:anchor:fitting:measuring:axis:spacing:nodesAt:)``).
  func run(
    fitting limit: Int, measuring itemProposal: ProposedSize, axis: Axis, spacing: Int,
    in pass: RenderPass
  ) -> (range: Range<Int>, length: Int) {
    LazyRun.longest(
      count: count, anchor: anchor, fitting: limit, measuring: itemProposal, axis: axis,
      spacing: spacing
    ) { nodes(at: $0, in: pass) }
  }
}
