/// Renders views into frames, keeping the node tree from one pass to the next so that
/// each pass redraws only what changed.
///
/// A renderer is long-lived. Each ``render(_:size:)`` reconciles the new view tree with
/// the nodes of the previous pass by structural identity, and then applies the two
/// gates (see ``Container``):
///
/// - a view whose value is `==` the last one, at the same size, with nothing it observed
///   changed, is **reused**: its body does not run, its children are not measured, and
///   its cells stay where the last frame has them;
/// - a view whose value differs, or whose body read an observable property that has
///   changed since, is **evaluated** again.
///
/// ```swift
/// let renderer = Renderer()
/// var frame = renderer.render(NowView(props: .toronto), size: Size(width: 80, height: 24))
/// frame = renderer.render(NowView(props: .toronto), size: Size(width: 80, height: 24))
/// renderer.statistics.bodiesEvaluated  // 0: nothing changed
/// ```
///
/// The root view is offered the whole frame and drawn from its top-left corner. The
/// returned frame has exactly the requested size, whatever the view draws; negative
/// sizes are clamped to zero and sizes above ``Frame/maximumDimension`` to it.
@MainActor
public final class Renderer {
  /// Whether a renderer skips unchanged views.
  public enum Memoization: Sendable {
    /// Reuse what did not change: the normal mode.
    case enabled
    /// Evaluate and draw every view on every pass: for measuring what gating saves, and
    /// for tests that check gating never changes the output.
    case disabled
    /// Reuse as `.enabled` does, then render the same view with a fresh renderer and
    /// compare: a difference is a ``GatingFailure`` naming the reused view whose `==`
    /// hid a change (see ``onGatingFailure``). A strict mode for tests and learners;
    /// each pass costs a gated pass plus a first pass. `STRATUS_CHECK_GATING=1` turns
    /// every renderer made with `.enabled` into a checked one.
    case checked
  }

  /// The node above the root view's nodes; it lays them out as content.
  let rootNode = Node(key: NodeKey(type: ObjectIdentifier(Renderer.self)), axis: nil)

  /// Whether this renderer skips unchanged views.
  public let memoization: Memoization
  /// Whether passes record a ``RenderTrace`` (off by default; free when off).
  public var isTracing = false
  /// Whether gate 1 compares containers whole with `==`, as it did before it compared
  /// them through their children (`NodeLayout+Comparing.swift`): the reference a
  /// property test holds the rule to, since both must count and trace every pass alike.
  var comparesContainersWhole = false
  /// The counts of the last pass.
  public private(set) var statistics = RenderStatistics()
  /// The trace of the last pass, if it was traced.
  public private(set) var lastTrace: RenderTrace?
  /// The key bindings of the views visible in the last pass, topmost first: overlays
  /// before what they cover, inner views before the views around them.
  public private(set) var keyBindings: [KeyBinding] = []
  /// The views' binding lists that ``keyBindings`` was made from (see
  /// `Canvas.keyBindingLists`): a pass that gathers the same lists keeps the same array,
  /// which a caller comparing it with the last one then compares at once.
  private var keyBindingLists: [[KeyBinding]] = []
  /// Storage the last pass is done with, emptied, for the next one to fill: the rows it
  /// marks for painting and the binding lists it gathers. A steady pass then makes
  /// neither array anew, as a terminal program reuses its buffers from frame to frame.
  /// Handed over with `swap`, never copied: a copy would share the storage, and the
  /// first write would copy it.
  private var spareRows = RowSet()
  private var spareKeyBindingLists: [[KeyBinding]] = []
  /// The mark drawn where a text or a border's title is cut: "…" by default. It is one
  /// column wide, so it never changes a layout; an app that promises ASCII output
  /// passes "." (`stratus --ascii`). It is fixed for the renderer's life: cached frames
  /// hold it, so changing it between passes would leave reused views with the old one.
  public let truncationMark: Unicode.Scalar
  /// Whether passes record ``updatedRegions`` (off by default: it costs a little per
  /// glyph drawn).
  public var recordsUpdatedRegions = false
  /// Where the last pass drew, as runs of cells, when ``recordsUpdatedRegions`` is on.
  ///
  /// These are the cells written by views that were evaluated or laid out again;
  /// cells of reused views (painted again around a change, or left in place) are not, so the regions
  /// show exactly what gating did not save. `stratus run --highlight-updates` marks
  /// them. Empty when nothing changed; the whole frame when memoisation is off.
  public private(set) var updatedRegions: [Rect] = []

  private let invalidations = Invalidations()
  /// What this renderer's lazy stacks reach the pass through.
  private let context = LayoutContext()
  private var passCount = 0
  private var lastFrame: Frame?
  /// Nodes whose measurements depend on the frame's size (see
  /// `RenderPass.frameDependents`), invalidated when the size changes.
  private var frameDependents: [Invalidations.Token] = []

  /// Called with what a ``Memoization/checked`` pass found; when `nil`, a failure stops
  /// the process with its description (`fatalError`), as a strict mode should.
  public var onGatingFailure: (@MainActor (GatingFailure) -> Void)?

  /// Creates a renderer with no nodes yet. With `STRATUS_CHECK_GATING=1` in the
  /// environment, `.enabled` means ``Memoization/checked``.
  ///
  /// - Parameters:
  ///   - memoization: whether passes reuse what has not changed, and whether they check it.
  ///   - truncationMark: what marks cut text (see ``truncationMark``).
  public convenience init(
    memoization: Memoization = .enabled, truncationMark: Unicode.Scalar = "\u{2026}"
  ) {
    self.init(
      memoization: memoization, truncationMark: truncationMark, checksFromEnvironment: true)
  }

  init(memoization: Memoization, truncationMark: Unicode.Scalar, checksFromEnvironment: Bool) {
    let checks = checksFromEnvironment && GatingCheck.isRequestedByEnvironment
    self.memoization = memoization == .enabled && checks ? .checked : memoization
    self.truncationMark = truncationMark
  }

  /// Whether something a view read has changed since the last pass, so that a pass
  /// would draw something new.
  public var needsRender: Bool { invalidations.hasPending }

  /// Called when something a view read changes and no pass has been asked for since
  /// the last one.
  ///
  /// It may be called for a property only an earlier evaluation read; the pass then
  /// evaluates nothing. ``needsRender`` tells the two apart.
  ///
  /// It is called synchronously on the thread that made the change (for `@MainActor`
  /// services, the main actor), before the change is stored; schedule the pass rather
  /// than rendering inside the call.
  public var onInvalidate: (@Sendable () -> Void)? {
    get { invalidations.onInvalidate }
    set { invalidations.onInvalidate = newValue }
  }

  /// Lays `view` out in `size` and draws it.
  public func render<V: View>(_ view: V, size: Size) -> Frame {
    passCount += 1
    let pass = RenderPass(
      number: passCount, memoizes: memoization != .disabled, isTracing: isTracing,
      recordsUpdates: recordsUpdatedRegions, invalidations: invalidations, context: context)
    pass.comparesContainersWhole = comparesContainersWhole
    pass.truncationMark = Glyph(code: truncationMark.value, width: 1)
    pass.frameSize = Frame.acceptedSize(size)
    context.pass = pass
    swap(&pass.damagedRows, &spareRows)
    defer {
      context.pass = nil
      swap(&pass.damagedRows, &spareRows)
      spareRows.removeAll()
    }
    invalidations.apply()
    if let lastFrame, lastFrame.size != pass.frameSize {
      for token in frameDependents where token.isCurrent { token.node?.invalidate() }
    }

    var list = _ChildList(owner: rootNode, pass: pass)
    V._makeNodes(view, into: &list)
    rootNode.children = list.finish()
    let changes = list.commit()
    let changed = !changes.isEmpty
    if changed || !pass.memoizes {
      rootNode.contentDidChange(replacing: rootNode.layout, children: changes, in: pass)
    }

    let frame: Frame
    if let lastFrame, !changed, pass.memoizes, lastFrame.size == Frame.acceptedSize(size) {
      frame = lastFrame  // nothing changed: the last frame is this one
      updatedRegions = []
    } else {
      frame = draw(size: size, pass: pass)
    }
    lastFrame = frame
    frameDependents.removeAll { !$0.isCurrent }  // in place: no new array each pass
    frameDependents.append(contentsOf: pass.frameDependents)
    statistics = pass.statistics
    lastTrace = pass.trace(below: rootNode)
    if memoization == .checked, passCount > 1,
      let failure = GatingCheck.check(
        view, size: size, frame: frame, bindings: keyBindings, root: rootNode, pass: passCount,
        truncationMark: truncationMark)
    {
      guard let onGatingFailure else { fatalError("\(failure)") }
      onGatingFailure(failure)
    }
    return frame
  }

  /// Lays `view` out in `width x height` cells and draws it.
  public func render<V: View>(_ view: V, width: Int, height: Int) -> Frame {
    render(view, size: Size(width: width, height: height))
  }

  /// Runs the action of the topmost visible binding that accepts `key` (its own key,
  /// or typed text for a text field); returns whether there was one.
  @discardableResult
  public func dispatch(_ key: Key) -> Bool {
    keyBindings.dispatch(key)
  }

  /// The bindings of `lists` (one per view, in drawing order) with the view drawn last
  /// first, each view's own in the order it declared them.
  static func topmostFirst(_ lists: [[KeyBinding]]) -> [KeyBinding] {
    var bindings: [KeyBinding] = []
    bindings.reserveCapacity(lists.reduce(0) { $0 + $1.count })
    for list in lists.reversed() { bindings.append(contentsOf: list) }
    return bindings
  }

  /// Lays the tree out and draws it into one frame.
  ///
  /// A first pass, a pass at a new size and a pass without memoisation draw every view
  /// into a blank frame in one walk. Any other pass starts from the last frame and walks
  /// twice: the first walk decides what is reused and what is drawn again (counting,
  /// tracing and gathering key bindings as it goes) and marks the rows whose cells may
  /// have changed, without writing a cell; the second clears those rows and paints
  /// them, visiting only the views that meet them. The rest of the frame is left as it
  /// was: a reused view costs nothing to draw unless something moved around it.
  private func draw(size: Size, pass: RenderPass) -> Frame {
    let frameSize = Frame.acceptedSize(size)
    var canvas: Canvas
    if let last = lastFrame, last.size == frameSize, pass.memoizes {
      // The canvas takes the last frame over, so that its cells are changed in place
      // rather than copied whole, unless the caller still holds it (a screen diffing
      // against it does).
      lastFrame = nil
      canvas = Canvas(frame: consume last, pass: pass, paintRows: 0..<0, records: true)
    } else {
      canvas = Canvas(frame: Frame(size: frameSize), pass: pass)
    }
    swap(&canvas.keyBindingLists, &spareKeyBindingLists)
    let paintsAll = !canvas.paintRows.isEmpty || frameSize.height == 0
    let proposal = ProposedSize(frameSize)
    let rect = Rect(origin: .zero, size: rootNode.sizeThatFits(proposal))
    rootNode.draw(in: &canvas, at: rect, proposal: proposal)
    pass.finishLayout()
    if !paintsAll {
      canvas.records = false
      for rows in pass.damagedRows.runs(within: 0..<frameSize.height) {
        canvas.frame.clear(rows: rows)
        canvas.paintRows = rows
        rootNode.draw(in: &canvas, at: rect, proposal: proposal)
      }
    }
    pass.statistics.cellsDrawn = canvas.cellsDrawn
    if canvas.keyBindingLists != keyBindingLists {
      swap(&keyBindingLists, &canvas.keyBindingLists)
      keyBindings = Self.topmostFirst(keyBindingLists)
    }
    swap(&spareKeyBindingLists, &canvas.keyBindingLists)  // the lists not kept
    spareKeyBindingLists.removeAll(keepingCapacity: true)
    updatedRegions =
      !recordsUpdatedRegions ? [] : pass.memoizes ? canvas.updatedRegions : [canvas.frame.bounds]
    return canvas.frame
  }
}
