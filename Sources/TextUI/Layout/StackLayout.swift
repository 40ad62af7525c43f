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
/// 3. Each child is offered an equal share of what is left, rounded *up*, and takes what
///    it chooses. Rounding up hands integer remainders to the children served first, so
///    three equal spacers in 10 columns get 4, 3 and 3: deterministic, and stable from
///    one pass to the next.
///
/// Across the axis, each child is offered the stack's proposal and placed by the stack's
/// alignment (centring rounds down).
struct StackLayout: NodeLayout {
  var axis: Axis
  var alignment: StackAlignment
  var spacing: Int

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, children: node.children)
  }

  func draw(in canvas: inout Canvas, size: Size, node: Node) {
    draw(node.children, in: &canvas, size: size)
  }

  func sizeThatFits(_ proposal: ProposedSize, children: [Node]) -> Size {
    guard !children.isEmpty else { return .zero }
    let sizes = childSizes(for: proposal, children: children)
    var along = spacing.saturatingMultiplied(by: children.count - 1)
    var across = 0
    for size in sizes {
      along = along.saturatingAdded(size.along(axis))
      across = max(across, size.across(axis))
    }
    return Size(along: along, across: across, axis: axis)
  }

  func draw(_ children: [Node], in canvas: inout Canvas, size: Size) {
    let sizes = childSizes(for: ProposedSize(size), children: children)
    var offset = 0
    for (child, childSize) in zip(children, sizes) {
      let cross = alignment.offset(placing: childSize.across(axis), in: size.across(axis))
      let origin =
        axis == .horizontal ? Point(x: offset, y: cross) : Point(x: cross, y: offset)
      child.draw(in: &canvas, at: Rect(origin: origin, size: childSize))
      offset = offset.saturatingAdded(childSize.along(axis)).saturatingAdded(spacing)
    }
  }

  /// The size each child chooses when the stack is offered `proposal`.
  func childSizes(for proposal: ProposedSize, children: [Node]) -> [Size] {
    let across = proposal.across(axis)
    guard let available = proposal.along(axis) else {
      return children.map { $0.sizeThatFits(ProposedSize(along: nil, across: across, axis: axis)) }
    }
    let room = max(0, available - spacing.saturatingMultiplied(by: children.count - 1))
    let minimums = children.map {
      $0.sizeThatFits(ProposedSize(along: 0, across: across, axis: axis)).along(axis)
    }
    let maximums = children.map {
      $0.sizeThatFits(ProposedSize(along: ProposedSize.unlimited, across: across, axis: axis))
        .along(axis)
    }
    let priorities = children.map(\.layoutPriority)
    let spacers = children.map(\.fillsRemainingSpace)
    // Serve by descending priority, content before spacers, then ascending flexibility;
    // ties keep child order.
    let order = children.indices.sorted { a, b in
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      if spacers[a] != spacers[b] { return !spacers[a] }
      let flexA = maximums[a] - minimums[a]
      let flexB = maximums[b] - minimums[b]
      return flexA != flexB ? flexA < flexB : a < b
    }
    var sizes = [Size](repeating: .zero, count: children.count)
    var used = 0
    var start = 0
    while start < order.count {
      let group = (priorities[order[start]], spacers[order[start]])
      var end = start
      while end < order.count && (priorities[order[end]], spacers[order[end]]) == group {
        end += 1
      }
      let reserved = order[end...].reduce(0) { $0.saturatingAdded(minimums[$1]) }
      var budget = max(0, room - used - reserved)
      for position in start..<end {
        let index = order[position]
        let share = budget.ceilingDivided(by: end - position)
        let size = children[index].sizeThatFits(
          ProposedSize(along: share, across: across, axis: axis))
        sizes[index] = size
        used = used.saturatingAdded(size.along(axis))
        budget = max(0, budget - size.along(axis))
      }
      start = end
    }
    return sizes
  }
}

/// A stack's alignment across its axis: leading/top, centre, or trailing/bottom.
enum StackAlignment: Hashable {
  case start, center, end

  init(_ alignment: HorizontalAlignment) {
    switch alignment {
    case .leading: self = .start
    case .center: self = .center
    case .trailing: self = .end
    }
  }

  init(_ alignment: VerticalAlignment) {
    switch alignment {
    case .top: self = .start
    case .center: self = .center
    case .bottom: self = .end
    }
  }

  func offset(placing inner: Int, in outer: Int) -> Int {
    switch self {
    case .start: 0
    case .center: (outer - inner) / 2
    case .end: outer - inner
    }
  }
}
