import Observation

/// One call to ``Renderer/render(_:size:)``: the options it runs with and what it
/// counts and records on the way.
///
/// Building the tree and drawing it both report here, so the statistics and the trace
/// are kept in one place. Recording the trace is a single `isTracing` branch when it is
/// off: no reflection, no strings, no allocation.
final class RenderPass {
  /// Numbers passes, so that a node can tell whether this pass has reached it.
  let number: Int
  /// Whether unchanged nodes are skipped; off only to measure what gating saves.
  let memoizes: Bool
  /// Whether to record the trace.
  let isTracing: Bool
  /// Whether to record where cells were drawn (``Renderer/updatedRegions``).
  let recordsUpdates: Bool
  /// Whether gate 1 compares containers whole (see `Renderer.comparesContainersWhole`).
  @exclusivity(unchecked) var comparesContainersWhole = false
  /// What marks cut text (``Renderer/truncationMark``).
  @exclusivity(unchecked) var truncationMark = Glyph.ellipsis
  /// Where Observation reports the changes that invalidate nodes.
  let invalidations: Invalidations
  /// The renderer's context, which lazy stacks reach the pass through while measured.
  let context: LayoutContext
  /// The counts so far.
  ///
  /// The pass's variables are `@exclusivity(unchecked)`, as a node's hot properties are:
  /// a pass touches them once per node (every hook reads `recorder`) and never while
  /// another access to them is open; checked, they cost about 2% of a cold pass.
  @exclusivity(unchecked) var statistics = RenderStatistics()
  /// The trace so far, when tracing.
  @exclusivity(unchecked) private var recorder: TraceRecorder?

  /// The size of the frame drawn: nothing beyond it can be seen, so a lazy stack asked
  /// for more (its maximum, or its ideal length) measures only this far.
  @exclusivity(unchecked) var frameSize = Size.zero
  /// Nodes whose measurements depend on ``frameSize`` (a lazy stack that stopped at the
  /// frame's edge): the renderer invalidates them when the next frame has another size.
  @exclusivity(unchecked) var frameDependents: [Invalidations.Token] = []
  /// The rows whose cells may differ from the last frame's, found while recording; the
  /// pass paints them afterwards (see ``Renderer``). The renderer lends it the storage of
  /// the last pass's, emptied, and takes it back.
  @exclusivity(unchecked) var damagedRows = RowSet()
  /// What runs once the tree is laid out and drawn: each lazy stack that was laid out
  /// drops the items this pass did not use.
  @exclusivity(unchecked) private var layoutFinishers: [@MainActor () -> Void] = []

  /// Asks for `finish` to run once layout and drawing are over.
  func whenLayoutFinishes(_ finish: @escaping @MainActor () -> Void) {
    layoutFinishers.append(finish)
  }

  /// Runs what ``whenLayoutFinishes(_:)`` asked for.
  @MainActor func finishLayout() {
    let finishers = layoutFinishers
    layoutFinishers = []
    for finish in finishers { finish() }
  }

  init(
    number: Int, memoizes: Bool, isTracing: Bool, recordsUpdates: Bool = false,
    invalidations: Invalidations, context: LayoutContext
  ) {
    self.number = number
    self.memoizes = memoizes
    self.isTracing = isTracing
    self.recordsUpdates = recordsUpdates
    self.invalidations = invalidations
    self.context = context
    self.recorder = isTracing ? TraceRecorder() : nil
  }

  /// Runs `evaluation` for `node` under Observation tracking: a later change to anything
  /// it read invalidates the node and asks for a pass.
  ///
  /// Tracking runs with memoisation off too: it is how the renderer learns that a pass is
  /// due (``Renderer/needsRender``), which an app needs whether or not the pass then
  /// skips anything. A pass with memoisation off therefore costs what gating saves, and
  /// nothing less.
  ///
  /// The registrations the evaluation makes end when the node is evaluated again or
  /// released, if its view type holds an ``ObservationLease``; otherwise when something
  /// the evaluation read changes.
  @MainActor func tracking<T>(_ node: Node, _ evaluation: () -> T) -> T {
    let invalidations = self.invalidations
    let lease = ObservationLease.forEvaluation(of: node, invalidations: invalidations)
    // The change handler is built only when the evaluation read something observable.
    return withObservationTracking(
      { lease.map { $0.holding(evaluation) } ?? evaluation() },
      onChange: ObservationLease.changeHandler(
        for: node, leasedBy: lease, invalidations: invalidations))
  }

  // MARK: Building the tree

  func didEvaluate(_ node: Node, because reason: @autoclosure () -> RenderTrace.Reason) {
    statistics.nodesEvaluated += 1
    if node.keepsDrawing { statistics.bodiesEvaluated += 1 }
    recorder?.record(.evaluated(reason()), for: node)
  }

  func didRedraw(_ node: Node, because reason: @autoclosure () -> RenderTrace.Reason) {
    statistics.nodesRedrawn += 1
    recorder?.record(.redrawn(reason()), for: node)
  }

  /// The trace recorded so far, to go back to with ``rewindTrace(to:)``; `nil` when not
  /// tracing.
  func traceCheckpoint() -> TraceRecorder? { recorder }

  /// Forgets what was recorded since `checkpoint` was taken.
  func rewindTrace(to checkpoint: TraceRecorder?) {
    if isTracing { recorder = checkpoint }
  }

  func didReuse(_ node: Node) {
    statistics.nodesReused += 1
    recorder?.record(.reused, for: node)
  }

  func didEvict(_ node: Node, from parent: Node) {
    statistics.nodesEvicted += 1
    recorder?.recordEviction(of: node, from: parent)
    if let placement = node.lastPlacement {
      damage(rows: node.lastOrigin.y, height: placement.size.height)
    }
  }

  /// Marks `height` rows from `top` (in the frame) for painting.
  func damage(rows top: Int, height: Int) {
    damagedRows.insert(top..<top.saturatingAdded(max(0, height)))
  }

  // MARK: Drawing

  /// A node is placed as it was last drawn and reused. Counted here only when building the tree
  /// did not reach it (an ancestor was reused but drawn at another size).
  func didReuseDrawing(of node: Node) {
    guard node.visit.pass != number else { return }
    node.visit = Node.Visit(pass: number, outcome: .reused)
    didReuse(node)
  }

  /// A node whose content did not change is drawn again, because it is placed
  /// differently (or was never drawn).
  func willRedraw(
    _ node: Node, replacing old: Node.Placement?, with new: Node.Placement
  ) {
    if node.visit.pass == number {
      guard node.visit.outcome == .reused else { return }  // content changed: counted
      statistics.nodesReused -= 1
    }
    node.visit = Node.Visit(pass: number, outcome: .redrawn)
    didRedraw(node, because: RenderTrace.Reason(redrawing: old, as: new))
  }

  /// The trace of the pass, read from the tree below `root` once it is done.
  func trace(below root: Node) -> RenderTrace? {
    recorder?.trace(below: root)
  }
}
