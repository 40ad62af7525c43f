/// Draws views once: lowers them into a flat store, measures, draws. The engine of
/// every one-shot render (a snapshot, `stratus render`, a preview).
///
/// A ``Renderer`` keeps a tree of nodes from pass to pass so that the next pass can
/// reuse what did not change; a first pass has nothing to reuse, and paying for what
/// the next pass would need (keys, caches, the flags gating reads) is waste when there
/// is no next pass. This renderer keeps nothing from view to view but the capacity of
/// its arrays: each ``render(_:size:)`` lowers the view into a `ViewStore` (one
/// record per view, in pre-order), measures the records and draws them, with no
/// comparison and no allocation per view for the tree's shape.
///
/// Its frames, key bindings, statistics and traces are those of a `Renderer`'s first
/// pass, byte for byte (the differential tests hold the two engines to it).
///
/// ```swift
/// let renderer = FirstPassRenderer()
/// let frame = renderer.render(NowView(props: .toronto), width: 80, height: 24)
/// ```
///
/// Nothing a body reads is observed: a one-shot render is not drawn again when a
/// service changes. Use a ``Renderer`` for a screen that stays up.
@MainActor
public final class FirstPassRenderer {
  /// The mark drawn where a text or a border's title is cut (see
  /// ``Renderer/truncationMark``).
  public let truncationMark: Unicode.Scalar
  /// Whether passes record a ``RenderTrace`` (off by default).
  public var isTracing = false
  /// The counts of the last pass: every view is evaluated once.
  public private(set) var statistics = RenderStatistics()
  /// The trace of the last pass, if it was traced.
  public private(set) var lastTrace: RenderTrace?
  /// The key bindings of the views visible in the last pass, topmost first (see
  /// ``Renderer/keyBindings``).
  public private(set) var keyBindings: [KeyBinding] = []
  /// Whether the last view was drawn from the store; `false` when it held a primitive
  /// the store has no kind for yet, which the retained engine drew instead.
  private(set) var lastPassUsedStore = false

  private let store = ViewStore()
  /// The key-binding lists of the last pass, emptied: their storage is reused.
  private var spareKeyBindingLists: [[KeyBinding]] = []

  /// Creates a renderer; `truncationMark` marks cut text ("…" by default).
  public init(truncationMark: Unicode.Scalar = "\u{2026}") {
    self.truncationMark = truncationMark
  }

  /// Lays `view` out in `size` and draws it. The frame has exactly that size, clamped
  /// as ``Renderer/render(_:size:)`` clamps it.
  public func render<V: View>(_ view: V, size: Size) -> Frame {
    let frameSize = Frame.acceptedSize(size)
    store.removeAll()
    store.isTracing = isTracing
    store.frameSize = frameSize
    var lowering = _Lowering(store: store, isTracing: isTracing)
    let root = lowering.open(.body, for: FirstPassRenderer.self)
    V._lower(view, into: &lowering)
    lowering.close(root)
    guard store.unsupported == nil else { return renderRetained(view, size: size) }
    store.indexChildren()

    var canvas = Canvas(
      frame: Frame(size: frameSize), truncationMark: Glyph(code: truncationMark.value, width: 1))
    swap(&canvas.keyBindingLists, &spareKeyBindingLists)
    let proposal = ProposedSize(frameSize)
    let rootNode = StoreNode(store: store, record: 0)
    rootNode.draw(
      in: &canvas, at: Rect(origin: .zero, size: rootNode.sizeThatFits(proposal)),
      proposal: proposal)

    // A view lowered while laying out that the store has no kind for: drawn again.
    guard store.unsupported == nil else { return renderRetained(view, size: size) }
    lastPassUsedStore = true
    keyBindings = Renderer.topmostFirst(canvas.keyBindingLists)
    swap(&spareKeyBindingLists, &canvas.keyBindingLists)
    spareKeyBindingLists.removeAll(keepingCapacity: true)
    statistics = store.firstPassStatistics(cellsDrawn: canvas.cellsDrawn)
    lastTrace = isTracing ? store.firstPassTrace() : nil
    return canvas.frame
  }

  /// Lays `view` out in `width x height` cells and draws it.
  public func render<V: View>(_ view: V, width: Int, height: Int) -> Frame {
    render(view, size: Size(width: width, height: height))
  }

  /// Runs the action of the topmost binding of the last pass that accepts `key`, as
  /// ``Renderer/dispatch(_:)`` does; returns whether there was one. What the action
  /// changes is not observed: draw again to see it.
  @discardableResult
  public func dispatch(_ key: Key) -> Bool {
    keyBindings.dispatch(key)
  }

  /// Draws `view` with a retained renderer's first pass: for a view holding a
  /// primitive the store cannot lower yet.
  private func renderRetained<V: View>(_ view: V, size: Size) -> Frame {
    lastPassUsedStore = false
    let renderer = Renderer(
      memoization: .enabled, truncationMark: truncationMark, checksFromEnvironment: false)
    renderer.isTracing = isTracing
    let frame = renderer.render(view, size: size)
    (statistics, lastTrace, keyBindings) =
      (renderer.statistics, renderer.lastTrace, renderer.keyBindings)
    return frame
  }
}
