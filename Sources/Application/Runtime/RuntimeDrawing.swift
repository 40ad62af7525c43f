import TextUI

/// How an ``AppRuntime`` draws its passes.
public enum RuntimeDrawing: Sendable {
  /// With one ``Renderer`` for the whole session: a pass reuses every view whose inputs
  /// did not change, Observation says when a pass is due (``AppRuntime/onNeedsRender``),
  /// and a trace shows what an event drew again. The interactive app and scripts draw
  /// so, and so does anything that reads traces, updated regions or gating checks.
  case retained
  /// Every pass drawn anew by a ``FirstPassRenderer``, from the flat store: for a runtime
  /// that shows only its last frame, as `stratus render` does, where keeping a tree for
  /// the next pass is work no pass uses. Nothing is observed, so a pass is drawn after
  /// every event and ``AppRuntime/redraw()`` draws nothing; traces are those of first
  /// passes.
  case firstPasses
}

/// The renderer an ``AppRuntime`` draws with, one of the two engines behind one face:
/// the runtime's loop (dispatch a key, settle, draw until nothing is due) is the same
/// for both.
@MainActor
protocol PassDrawer: AnyObject {
  var keyBindings: [KeyBinding] { get }
  var statistics: RenderStatistics { get }
  var lastTrace: RenderTrace? { get }
  var updatedRegions: [Rect] { get }
  /// Whether a pass would draw something new.
  var needsRender: Bool { get }
  var recordsUpdatedRegions: Bool { get set }
  var onInvalidate: (@Sendable () -> Void)? { get set }
  func render<V: View>(_ view: V, size: Size) -> Frame
  @discardableResult func dispatch(_ key: Key) -> Bool
  /// Tells the drawer that the runtime changed what the next pass shows (the footer's
  /// hints) outside any key: a drawer that observes nothing draws again.
  func runtimeDidChangeState()
}

extension Renderer: PassDrawer {
  /// Nothing to do: the hints are observable state, so changing them already made a
  /// pass due (``needsRender``).
  func runtimeDidChangeState() {}
}

/// A ``FirstPassRenderer`` as a runtime's drawer. It observes nothing, so it counts a
/// pass as due after every key and every change the runtime makes, and not after the
/// pass that drew them: each event draws at least once anyway.
final class FirstPassDrawer: PassDrawer {
  private let renderer: FirstPassRenderer
  private(set) var needsRender = true

  init(truncationMark: Unicode.Scalar, tracing: Bool) {
    renderer = FirstPassRenderer(truncationMark: truncationMark)
    renderer.isTracing = tracing
  }

  var keyBindings: [KeyBinding] { renderer.keyBindings }
  var statistics: RenderStatistics { renderer.statistics }
  var lastTrace: RenderTrace? { renderer.lastTrace }
  /// A first pass draws every cell; no region is singled out.
  var updatedRegions: [Rect] { [] }
  /// Ignored: see ``updatedRegions``.
  var recordsUpdatedRegions = false
  /// Never called: nothing is observed.
  var onInvalidate: (@Sendable () -> Void)?

  func render<V: View>(_ view: V, size: Size) -> Frame {
    needsRender = false
    return renderer.render(view, size: size)
  }

  func dispatch(_ key: Key) -> Bool {
    needsRender = true
    return renderer.dispatch(key)
  }

  func runtimeDidChangeState() {
    needsRender = true
  }
}
