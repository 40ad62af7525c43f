/// The alternatives of one ``ViewThatFits``: how to build each, from the last
/// evaluation, and the nodes of those built so far.
///
/// A `ViewThatFits` shows one alternative, the first that fits, and finds it by
/// measuring them in order. Building every alternative whether or not layout looks at
/// it (evaluating its bodies, making its nodes) made the Now screen build its whole
/// content twice, once per arrangement, and each temperature panel four times: two
/// thirds of the nodes of a cold pass were never drawn. So an alternative is built when
/// layout first asks about it, through the pass its renderer is rendering (its
/// ``LayoutContext``), as a lazy stack builds its items (`LazyItems`), and kept from then
/// on: it is matched, gated by `==`, evaluated and traced as any child is, and a later
/// evaluation of the `ViewThatFits` hands it its new value.
///
/// Only a ``ViewBuilder`` block of several views (a ``TupleView``) is split into
/// alternatives; any other content is one alternative, built with the `ViewThatFits`.
@MainActor
final class LazyAlternatives {
  /// What to build from: the `ViewThatFits`'s content, by position.
  private(set) var source: LazySource
  /// The nodes of each alternative built so far, by position (a view may make no node,
  /// or several); `nil` for one layout has not asked about.
  private var built: [[Node]?]
  /// The `ViewThatFits`'s node. Weak: the node holds its layout, which holds this.
  private weak var owner: Node?
  /// Where the pass that lays the alternatives out is found.
  let context: LayoutContext

  private init(owner: Node, source: LazySource, context: LayoutContext) {
    self.owner = owner
    self.source = source
    self.context = context
    built = Array(repeating: nil, count: source.count)
  }

  /// The alternatives of the node `list` builds children for: those it had, given the
  /// content of a new evaluation, or new ones. The alternatives built so far are handed
  /// their new values through `list`, which matches them to their nodes and gates them;
  /// content that is one alternative is built at once (it is always the one shown).
  static func resolve(_ source: LazySource, into list: inout _ChildList)
    -> LazyAlternatives
  {
    let owner = list.owner
    let alternatives =
      (owner.layout as? FirstFittingLayout)?.alternatives
      ?? LazyAlternatives(owner: owner, source: source, context: list.pass.context)
    alternatives.update(source: source, into: &list)
    return alternatives
  }

  /// Whether the content is one alternative (one view, not a block of several).
  var isSingle: Bool { source.count == 1 }

  private func update(source: LazySource, into list: inout _ChildList) {
    self.source = source
    if built.count != source.count { built = Array(repeating: nil, count: source.count) }
    if isSingle && built[0] == nil { built[0] = [] }
    for index in built.indices where built[index] != nil {
      let first = list.count
      source.append(index, &list)
      built[index] = list.nodes(from: first)
    }
  }

  /// The first node, among all but the last, that fits `proposal` along `axes` (by
  /// ``NodeLayout/fits(_:along:node:)``), otherwise the last: what eager building
  /// chose, reaching each alternative only when every node before it did not fit.
  ///
  /// (A node followed only by alternatives that make no view is the last, and is then
  /// measured once to no purpose: the answer is the same.)
  func choice(for proposal: ProposedSize, along axes: Axis.Set) -> Node? {
    let pass = context.pass
    return Self.firstFitting(count: source.count) {
      nodes(ofAlternative: $0, in: pass)
    } fits: {
      $0.layout.fits(proposal, along: axes, node: $0)
    }
  }

  /// The first of the nodes of `count` alternatives, among all but the last, that
  /// `fits`, otherwise the last; `nodesOf` gives an alternative's nodes, building them
  /// the first time it is asked: the choice both engines make.
  nonisolated static func firstFitting<Nodes: RandomAccessCollection>(
    count: Int, nodesOf: (Int) -> Nodes, fits: (Nodes.Element) -> Bool
  ) -> Nodes.Element? {
    var last: Nodes.Element?
    for index in 0..<count {
      let nodes = nodesOf(index)
      for (position, node) in nodes.enumerated() {
        let isLastOfAll = index == count - 1 && position == nodes.count - 1
        if isLastOfAll || fits(node) { return node }
        last = node
      }
    }
    return last
  }

  /// The nodes of the alternative at `index`, built (and evaluated) if it was not.
  /// Outside a pass nothing is built: only what was built is considered.
  private func nodes(ofAlternative index: Int, in pass: RenderPass?) -> [Node] {
    if let nodes = built[index] { return nodes }
    guard let owner, let pass else { return [] }
    var list = _ChildList(owner: owner, pass: pass, previous: [])
    source.append(index, &list)
    let nodes = list.finish()
    list.commit()
    built[index] = nodes
    owner.children = built.flatMap { $0 ?? [] }
    return nodes
  }
}

extension LazySource {
  /// A ``ViewThatFits``'s content as alternatives by position: each view of a block of
  /// several, appended under the identity eager building gave it, or the content itself
  /// as one alternative. The same by-position source a lazy stack builds its items from.
  @MainActor init<Content: View>(alternativesOf content: Content) {
    if let block = content as? any ViewBlock {
      let views = block.views
      count = views.count
      append = { index, list in list.append(views[index], at: .index(index)) }
    } else {
      count = 1
      append = { _, list in Content._makeNodes(content, into: &list) }
    }
  }
}

/// Several views, each appended under its position: a ``TupleView``.
protocol ViewBlock {
  /// The views, in order.
  var views: [any View] { get }
}
