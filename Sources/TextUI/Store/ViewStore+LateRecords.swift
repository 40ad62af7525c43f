/// Records lowered while the store is laid out: the alternatives of a ``ViewThatFits``
/// past the first that fits are never built, nor the items of a lazy stack beyond what
/// it shows. Each is lowered the first time layout reaches it, as the retained engine
/// builds it, so both engines evaluate the same bodies.
///
/// A record lowered late is appended after every record there is, with its subtree in
/// pre-order behind it, and listed among its parent's ``ViewStore/lateChildren`` at its
/// place: the tree stays a tree of ranges, each in pre-order. (Part 2 lowers a body
/// again the same way, into a range of its own.)
extension ViewStore {
  /// Lowers element `index` of `source` under `record`, along `axis`; returns the
  /// records it added as children, in order, and lists them at `position` among the
  /// record's late children.
  func lowerLate(
    _ index: Int, of source: LateSource, under record: Int, axis: Axis?, at position: Int
  ) -> [Int32] {
    let first = count
    let isTracing = self.isTracing
    // NB: layout is nonisolated code (the layouts are shared with the retained engine's
    // nodes), but a first pass lays out on the main actor, inside the
    // `@MainActor` `FirstPassRenderer.render`, and lowering evaluates bodies, which
    // are main-actor code: so the store is reached from there.
    nonisolated(unsafe) let store = self
    MainActor.assumeIsolated {
      var lowering = _Lowering(
        store: store, isTracing: isTracing, parent: Int32(record), axis: axis)
      source.lower(index, &lowering)
    }
    indexChildren(from: first)
    var added: [Int32] = []
    var child = first
    while child < count {
      added.append(Int32(child))
      child = Int(ends[child])
    }
    lateChildren[Int32(record), default: []].insert(contentsOf: added, at: position)
    setChildren(of: record, to: lateChildren[Int32(record)] ?? [])
    return added
  }

  // MARK: ViewThatFits

  /// The child of a ``RecordKind/firstFitting`` `record` that it shows at `proposal`.
  func firstFittingChoice(_ record: Int, proposal: ProposedSize) -> StoreNode? {
    let parameter = Int(parameters[record])
    let axes = firstFittings[parameter].axes
    return LazyAlternatives.firstFitting(count: firstFittings[parameter].source.count) {
      alternative($0, of: record)
    } fits: {
      fits($0.record, proposal: proposal, along: axes)
    }
  }

  /// The nodes of alternative `index` of a ``RecordKind/firstFitting`` `record`,
  /// lowered the first time they are asked for: a stretch of the record's children,
  /// which list the alternatives built so far in order.
  private func alternative(_ index: Int, of record: Int) -> StoreNode.Children {
    let parameter = Int(parameters[record])
    // A single alternative was lowered with the record, as its children.
    if firstFittings[parameter].source.count == 1 { return children(of: record) }
    let position = firstFittings[parameter].built[..<index].reduce(0) { $0 + ($1?.count ?? 0) }
    if firstFittings[parameter].built[index] == nil {
      let source = firstFittings[parameter].source
      firstFittings[parameter].built[index] = lowerLate(
        index, of: source, under: record, axis: axes[record], at: position)
    }
    let count = firstFittings[parameter].built[index]?.count ?? 0
    return StoreNode.Children(store: self, start: Int(childStarts[record]) + position, count: count)
  }

  /// Whether `record` fits `proposal` along `axes` at its ideal size there (see
  /// ``NodeLayout/fits(_:along:node:)``).
  func fits(_ record: Int, proposal: ProposedSize, along axes: Axis.Set) -> Bool {
    let node = StoreNode(store: self, record: record)
    guard kinds[record] == .lazyStack else { return node.fitsAtIdealSize(proposal, along: axes) }
    let lazy = lazyStacks[Int(parameters[record])]
    return LazyStackLayout.fits(
      proposal, along: axes, stack: lazy.stack, count: lazy.source.count, node: node
    ) { limit, itemProposal in
      lazyRun(record, fitting: limit, measuring: itemProposal)
    }
  }

  // MARK: Lazy stacks

  /// The nodes of the items a ``RecordKind/lazyStack`` `record` shows at `proposal`:
  /// the longest run around its anchor that fits what it is offered, and the frame.
  ///
  /// The items' records are listed among the record's children in item order, so the
  /// run's are one stretch of that list: the window is that stretch, with no array made.
  func lazyWindow(_ record: Int, proposal: ProposedSize) -> StoreNode.Children {
    let parameter = Int(parameters[record])
    let axis = lazyStacks[parameter].stack.axis
    let limit = min(proposal.along(axis) ?? .max, frameSize.along(axis))
    let itemProposal = ProposedSize(along: nil, across: proposal.across(axis), axis: axis)
    let run = lazyRun(record, fitting: limit, measuring: itemProposal).range
    var (offset, count) = (0, 0)
    for item in lazyStacks[parameter].items {
      if item.index < run.lowerBound { offset += item.records.count }
      if run.contains(item.index) { count += item.records.count }
    }
    return StoreNode.Children(store: self, start: Int(childStarts[record]) + offset, count: count)
  }

  private func lazyRun(_ record: Int, fitting limit: Int, measuring itemProposal: ProposedSize)
    -> (range: Range<Int>, length: Int)
  {
    let lazy = lazyStacks[Int(parameters[record])]
    return LazyRun.longest(
      count: lazy.source.count, anchor: lazy.anchor, fitting: limit, measuring: itemProposal,
      axis: lazy.stack.axis, spacing: lazy.stack.spacing
    ) { lazyItem($0, of: record) }
  }

  /// The nodes of item `index` of a ``RecordKind/lazyStack`` `record`, lowered the first
  /// time they are asked for: a stretch of the record's children, which list the items
  /// built so far in order.
  private func lazyItem(_ index: Int, of record: Int) -> StoreNode.Children {
    let parameter = Int(parameters[record])
    let items = lazyStacks[parameter].items
    var position = 0
    var offset = 0
    while position < items.count && items[position].index < index {
      offset += items[position].records.count
      position += 1
    }
    let count: Int
    if position < items.count && items[position].index == index {
      count = items[position].records.count
    } else {
      let lazy = lazyStacks[parameter]
      let built = lowerLate(
        index, of: lazy.source, under: record, axis: lazy.stack.axis, at: offset)
      lazyStacks[parameter].items.insert((index, built), at: position)
      count = built.count
    }
    return StoreNode.Children(store: self, start: Int(childStarts[record]) + offset, count: count)
  }
}

/// Views a record lowers only when layout asks for them, one at a time.
struct LateSource {
  /// How many there are.
  var count: Int
  /// Lowers the one at an index, where the lowering stands.
  var lower: @MainActor (Int, inout _Lowering) -> Void
}

/// The parameters of a ``RecordKind/firstFitting`` record.
struct FirstFittingRecord {
  /// The axes along which an alternative must fit.
  var axes: Axis.Set
  /// The alternatives. A single one is lowered at once, as the record's children.
  var source: LateSource
  /// The children each alternative lowered to, once it has been.
  var built: [[Int32]?]
}

/// The parameters of a ``RecordKind/lazyStack`` record.
struct LazyStackRecord {
  /// How the items shown are laid out.
  var stack: StackLayout
  /// The items.
  var source: LateSource
  /// The item the run shown is centred on.
  var anchor: Int
  /// The items lowered so far, by index, each with its children.
  var items: [(index: Int, records: [Int32])]
}
