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
/// A store is reused from pass to pass: ``removeAll()`` empties every column and table
/// and keeps its capacity, so drawing again allocates nothing for the tree's shape. The
/// per-record facts are ``Column``s (plain values in buffers the store owns), read and
/// written without a reference count or a uniqueness check.
///
/// Its properties are `@exclusivity(unchecked)`: Swift otherwise checks every access to
/// a class's stored property at run time (a thread-local access set), which was a third
/// of a first pass. Each access here is a read or a write at one position that ends
/// before the next begins: measuring a record reads its slots, measures its children
/// (other positions), then writes its slots; nothing holds an access across a call.
final class ViewStore {
  // MARK: The tree

  /// What each record is.
  @exclusivity(unchecked) private(set) var kinds = Column<RecordKind>()
  /// Each record's parent, or -1 for a record at the top.
  @exclusivity(unchecked) private(set) var parents = Column<Int32>()
  /// One past the last record of each record's subtree.
  @exclusivity(unchecked) private(set) var ends = Column<Int32>()
  /// The index of each record's parameters in its kind's table (-1 for none).
  @exclusivity(unchecked) private(set) var parameters = Column<Int32>()
  /// The axis of the stack each record is laid out in, if any.
  @exclusivity(unchecked) private(set) var axes = Column<Axis?>()
  /// Each record's view type, read only to name it in a trace.
  @exclusivity(unchecked) private(set) var types = Column<Any.Type>()
  /// The ``ForEach`` id and occurrence of each record that is a `ForEach`'s element, by
  /// record, kept only while tracing (``_Lowering/isTracing``).
  @exclusivity(unchecked) var elementKeys: [Int32: (id: NodeKey.ElementID, occurrence: Int)] =
    [:]

  /// Each record's children, one list after another: a record's are the
  /// ``childCounts``[r] entries from ``childStarts``[r]. Filled by ``indexChildren(from:)``
  /// once a range is lowered, so that layout reaches a child by position; a record
  /// whose children are lowered while laying out gets its list written anew at the end
  /// each time one is added (see `ViewStore+LateRecords.swift`).
  @exclusivity(unchecked) private(set) var childList = Column<Int32>(capacity: 256)
  @exclusivity(unchecked) private(set) var childStarts = Column<Int32>()
  @exclusivity(unchecked) private(set) var childCounts = Column<Int32>()

  // MARK: Layout

  /// The sizes measured for each record, per proposal.
  @exclusivity(unchecked) var measured = MeasureSlots()
  /// What each record asks of the stack it is in: its priority, and whether it only
  /// takes the room content leaves (a spacer). Worked out from the leaves up by
  /// ``indexChildren(from:)``.
  @exclusivity(unchecked) private(set) var priorities = Column<Double>()
  @exclusivity(unchecked) private(set) var fillsRemainingSpace = Column<Bool>()

  // MARK: Parameters, per kind

  // Columns too, though they hold references (a text's string, a key binding's action):
  // a record's parameters are read in place, with no reference counted per read.

  @exclusivity(unchecked) var texts = Column<TextLines>(capacity: 16)
  /// The glyph storage of the last pass's texts, by text: the text lowered `k`th takes
  /// the `k`th (``takeGlyphBuffer()``), which the same text held when a view is drawn
  /// again, so drawing again allocates no glyphs for its texts.
  @exclusivity(unchecked) private var spareGlyphBuffers: [[Glyph]] = []
  @exclusivity(unchecked) var stacks = Column<StackLayout>(capacity: 16)
  @exclusivity(unchecked) var spacers = Column<SpacerLayout>(capacity: 16)
  @exclusivity(unchecked) var dividers = Column<DividerLayout>(capacity: 16)
  @exclusivity(unchecked) var grids = Column<GlyphGridLayout>(capacity: 16)
  @exclusivity(unchecked) var paddings = Column<PaddingLayout>(capacity: 16)
  @exclusivity(unchecked) var borders = Column<BorderLayout>(capacity: 16)
  @exclusivity(unchecked) var frames = Column<FrameLayout>(capacity: 16)
  @exclusivity(unchecked) var styles = Column<StyleLayout>(capacity: 16)
  @exclusivity(unchecked) var layoutPriorities = Column<Double>(capacity: 16)
  @exclusivity(unchecked) var layered = Column<LayeredLayout>(capacity: 16)
  @exclusivity(unchecked) var zStacks = Column<LayersLayout>(capacity: 16)
  @exclusivity(unchecked) var keyBindings = Column<[KeyBinding]>(capacity: 16)
  @exclusivity(unchecked) var wholeRows = Column<WholeChildrenLayout>(capacity: 16)
  @exclusivity(unchecked) var firstFittings = Column<FirstFittingRecord>(capacity: 16)
  @exclusivity(unchecked) var lazyStacks = Column<LazyStackRecord>(capacity: 16)

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

  deinit {
    kinds.deallocate()
    parents.deallocate()
    ends.deallocate()
    parameters.deallocate()
    axes.deallocate()
    childList.deallocate()
    childStarts.deallocate()
    childCounts.deallocate()
    priorities.deallocate()
    fillsRemainingSpace.deallocate()
    measured.deallocate()
    types.deallocate()
    texts.deallocate()
    stacks.deallocate()
    spacers.deallocate()
    dividers.deallocate()
    grids.deallocate()
    paddings.deallocate()
    borders.deallocate()
    frames.deallocate()
    styles.deallocate()
    layoutPriorities.deallocate()
    layered.deallocate()
    zStacks.deallocate()
    keyBindings.deallocate()
    wholeRows.deallocate()
    firstFittings.deallocate()
    lazyStacks.deallocate()
  }

  /// The glyph storage of the last pass's text in the place of the next text lowered,
  /// emptied of nothing yet (the text shaping into it empties it), or none.
  func takeGlyphBuffer() -> [Glyph] {
    var buffer: [Glyph] = []
    if texts.count < spareGlyphBuffers.count { swap(&buffer, &spareGlyphBuffers[texts.count]) }
    return buffer
  }

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
    measured.append(records: count - first)
    priorities.append(0, times: count - first)
    fillsRemainingSpace.append(false, times: count - first)
    for record in (first..<count).reversed() {
      (priorities[record], fillsRemainingSpace[record]) = stackClaims(of: record)
    }
  }

  /// Lists `children` as `record`'s, in order: written at the end of ``childList``.
  func setChildren(of record: Int, to children: [Int32]) {
    childStarts[record] = Int32(childList.count)
    childCounts[record] = Int32(children.count)
    for child in children { childList.append(child) }
  }

  /// The children of `record`, as positions in the store.
  func children(of record: Int) -> StoreNode.Children {
    StoreNode.Children(
      store: self, start: Int(childStarts[record]), count: Int(childCounts[record]))
  }

  /// Empties the store, keeping every column's and table's capacity for the next pass.
  func removeAll() {
    kinds.removeAll()
    parents.removeAll()
    ends.removeAll()
    parameters.removeAll()
    axes.removeAll()
    types.removeAll()
    elementKeys.removeAll(keepingCapacity: true)
    childList.removeAll()
    childStarts.removeAll()
    childCounts.removeAll()
    measured.removeAll()
    priorities.removeAll()
    fillsRemainingSpace.removeAll()
    for text in 0..<texts.count {
      let buffer = texts[text].takeGlyphBuffer()
      if text < spareGlyphBuffers.count {
        spareGlyphBuffers[text] = buffer
      } else {
        spareGlyphBuffers.append(buffer)
      }
    }
    texts.removeAll()
    stacks.removeAll()
    spacers.removeAll()
    dividers.removeAll()
    grids.removeAll()
    paddings.removeAll()
    borders.removeAll()
    frames.removeAll()
    styles.removeAll()
    layoutPriorities.removeAll()
    layered.removeAll()
    zStacks.removeAll()
    keyBindings.removeAll()
    wholeRows.removeAll()
    firstFittings.removeAll()
    lazyStacks.removeAll()
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
