/// The views of one pass, lowered into flat arrays: one record per view the engine
/// lays out, in pre-order.
///
/// Where the retained engine makes a `Node` (a class instance with an existential
/// layout, a children array and a measure cache) for every view, the store keeps each
/// fact about a record in an array of its own, indexed by the record's position:
///
/// - ``kinds``, ``parents`` and ``ends`` give the tree's shape. A record's subtree is
///   the records from it up to ``ends``; its first child, if any, follows it, and each
///   next sibling starts where the one before ends. Skipping a subtree is a jump.
/// - ``parameters`` indexes the kind's own table (``texts``, ``stacks``, …): a text's
///   layout is in ``texts``, a stack's spacing and alignment in ``stacks``.
/// - ``axes`` holds the axis of the stack each record is laid out in, ``measured`` the
///   sizes measured for it, per proposal.
/// - ``types`` holds each record's view type, read only to name it in a trace;
///   ``elementKeys`` the ``ForEach`` id of the records that are a `ForEach`'s elements,
///   and only while tracing: a first pass matches nothing, so nothing else needs a key.
///
/// A record for a view with a body (``RecordKind/body``) is the view's slot: its body's
/// records are its subtree. Part 2 of the engine keeps, per slot, the view's value and
/// the Observation lease of its evaluation, so that a later pass keeps the subtree of an
/// unchanged body (its sizes and cells) and lowers the others again (see
/// Docs/Architecture.md, "The store").
///
/// A store is reused from pass to pass: ``removeAll()`` empties every array and keeps
/// its capacity, so drawing again allocates nothing for the tree's shape.
///
/// Its arrays are `@exclusivity(unchecked)`: Swift otherwise checks every access to a
/// class's stored property at run time (a thread-local access set), which was a third
/// of a first pass. Each access here is a read or a write at one position that ends
/// before the next begins: measuring a record reads its slot, measures its children
/// (other positions), then writes its slot; nothing holds an access across a call.
final class ViewStore {
  // MARK: The tree

  /// What each record is.
  @exclusivity(unchecked) private(set) var kinds: [RecordKind] = []
  /// Each record's parent, or -1 for a record at the top.
  @exclusivity(unchecked) private(set) var parents: [Int32] = []
  /// One past the last record of each record's subtree.
  @exclusivity(unchecked) private(set) var ends: [Int32] = []
  /// The index of each record's parameters in its kind's table (-1 for none).
  @exclusivity(unchecked) private(set) var parameters: [Int32] = []
  /// The axis of the stack each record is laid out in, if any.
  @exclusivity(unchecked) private(set) var axes: [Axis?] = []
  /// Each record's view type.
  @exclusivity(unchecked) private(set) var types: [Any.Type] = []
  /// The ``ForEach`` id and occurrence of each record that is a `ForEach`'s element, by
  /// record, kept only while tracing (``Lowering/isTracing``).
  @exclusivity(unchecked) var elementKeys: [Int32: (id: NodeKey.ElementID, occurrence: Int)] = [:]

  /// Each record's children, one after another: a record's are the
  /// ``childCounts``[r] entries from ``childStarts``[r]. Filled by ``indexChildren()``
  /// once lowering is over, so that layout reaches a child by position.
  @exclusivity(unchecked) private(set) var childList: [Int32] = []
  @exclusivity(unchecked) private(set) var childStarts: [Int32] = []
  @exclusivity(unchecked) private(set) var childCounts: [Int32] = []

  // MARK: Layout

  /// The sizes measured for each record, per proposal.
  @exclusivity(unchecked) var measured: [MeasureCache] = []
  /// What each record asks of the stack it is in: its priority, and whether it only
  /// takes the room content leaves (a spacer). Worked out from the leaves up by
  /// ``indexChildren()``.
  @exclusivity(unchecked) private(set) var priorities: [Double] = []
  @exclusivity(unchecked) private(set) var fillsRemainingSpace: [Bool] = []

  // MARK: Parameters, per kind

  @exclusivity(unchecked) var texts: [TextLayout] = []
  @exclusivity(unchecked) var stacks: [StackLayout] = []
  @exclusivity(unchecked) var spacers: [SpacerLayout] = []
  @exclusivity(unchecked) var dividers: [DividerLayout] = []
  @exclusivity(unchecked) var grids: [GlyphGridLayout] = []
  @exclusivity(unchecked) var paddings: [PaddingLayout] = []
  @exclusivity(unchecked) var borders: [BorderLayout] = []
  @exclusivity(unchecked) var frames: [FrameLayout] = []
  @exclusivity(unchecked) var styles: [StyleLayout] = []
  @exclusivity(unchecked) var layoutPriorities: [Double] = []
  @exclusivity(unchecked) var layered: [LayeredLayout] = []
  @exclusivity(unchecked) var zStacks: [LayersLayout] = []
  @exclusivity(unchecked) var keyBindings: [[KeyBinding]] = []
  @exclusivity(unchecked) var wholeRows: [WholeChildrenLayout] = []
  @exclusivity(unchecked) var firstFittings: [FirstFittingRecord] = []
  @exclusivity(unchecked) var lazyStacks: [LazyStackRecord] = []

  // MARK: Records lowered while laying out

  /// The children of the records that lower theirs only when layout asks (a
  /// ``ViewThatFits``'s alternatives, a lazy stack's items; see
  /// `ViewStore+LateRecords.swift`), in layout order. Each child's own subtree is a
  /// range of records in pre-order, appended when it was lowered.
  @exclusivity(unchecked) var lateChildren: [Int32: [Int32]] = [:]
  /// Whether the pass records a trace, for the records lowered while laying out.
  @exclusivity(unchecked) var isTracing = false
  /// The size of the frame drawn: a lazy stack builds no item beyond it.
  @exclusivity(unchecked) var frameSize = Size.zero
  /// The first view type met that the store cannot lower yet, if any.
  @exclusivity(unchecked) var unsupported: Any.Type?

  /// The number of records.
  var count: Int { kinds.count }

  /// Opens a record of `kind` for a view of `type`, under `parent`, laid out along
  /// `axis`; returns its index. Its subtree ends where ``close(_:)`` says.
  func open(_ kind: RecordKind, type: Any.Type, parameter: Int, parent: Int32, axis: Axis?)
    -> Int32
  {
    let record = Int32(kinds.count)
    kinds.append(kind)
    parents.append(parent)
    ends.append(record + 1)
    parameters.append(Int32(parameter))
    axes.append(axis)
    types.append(type)
    return record
  }

  /// Closes `record`: its subtree is every record opened since it.
  func close(_ record: Int32) {
    ends[Int(record)] = Int32(kinds.count)
  }

  /// Indexes the children of each record from `first` on for layout, and works out
  /// from the leaves up what stacks ask of each of them.
  func indexChildren(from first: Int = 0) {
    let count = kinds.count
    childStarts.reserveCapacity(count)
    childCounts.reserveCapacity(count)
    for record in first..<count {
      childStarts.append(Int32(childList.count))
      var child = Int32(record + 1)
      let end = ends[record]
      while child < end {
        childList.append(child)
        child = ends[Int(child)]
      }
      childCounts.append(Int32(childList.count) - childStarts[record])
    }
    measured.append(contentsOf: repeatElement(MeasureCache(), count: count - first))
    priorities.append(contentsOf: repeatElement(0, count: count - first))
    fillsRemainingSpace.append(contentsOf: repeatElement(false, count: count - first))
    for record in (first..<count).reversed() {
      (priorities[record], fillsRemainingSpace[record]) = stackClaims(of: record)
    }
  }

  /// The children of `record`, as positions in the store.
  func children(of record: Int) -> ArraySlice<Int32> {
    if kinds[record].lowersChildrenLate, let late = lateChildren[Int32(record)] { return late[...] }
    let start = Int(childStarts[record])
    return childList[start..<start + Int(childCounts[record])]
  }

  /// Empties the store, keeping every array's capacity for the next pass.
  func removeAll() {
    kinds.removeAll(keepingCapacity: true)
    parents.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    parameters.removeAll(keepingCapacity: true)
    axes.removeAll(keepingCapacity: true)
    types.removeAll(keepingCapacity: true)
    elementKeys.removeAll(keepingCapacity: true)
    childList.removeAll(keepingCapacity: true)
    childStarts.removeAll(keepingCapacity: true)
    childCounts.removeAll(keepingCapacity: true)
    measured.removeAll(keepingCapacity: true)
    priorities.removeAll(keepingCapacity: true)
    fillsRemainingSpace.removeAll(keepingCapacity: true)
    texts.removeAll(keepingCapacity: true)
    stacks.removeAll(keepingCapacity: true)
    spacers.removeAll(keepingCapacity: true)
    dividers.removeAll(keepingCapacity: true)
    grids.removeAll(keepingCapacity: true)
    paddings.removeAll(keepingCapacity: true)
    borders.removeAll(keepingCapacity: true)
    frames.removeAll(keepingCapacity: true)
    styles.removeAll(keepingCapacity: true)
    layoutPriorities.removeAll(keepingCapacity: true)
    layered.removeAll(keepingCapacity: true)
    zStacks.removeAll(keepingCapacity: true)
    keyBindings.removeAll(keepingCapacity: true)
    wholeRows.removeAll(keepingCapacity: true)
    firstFittings.removeAll(keepingCapacity: true)
    lazyStacks.removeAll(keepingCapacity: true)
    lateChildren.removeAll(keepingCapacity: true)
    unsupported = nil
  }
}

extension ViewStore {
  /// How many records lowered from `first` on are siblings, side by side at the top of
  /// what was lowered: the children a view added to the record it is lowered in.
  func directChildren(from first: Int) -> Int {
    var count = 0
    var record = first
    while record < kinds.count {
      count += 1
      record = Int(ends[record])
    }
    return count
  }
}
