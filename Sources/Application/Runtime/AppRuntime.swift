import Foundation
import Services
import TextUI

/// Runs the app: feeds it events, waits for the services to settle, and renders.
///
/// The runtime owns the renderer, so one runtime draws every frame of a session and
/// the renderer's caches carry from one event to the next: what a frame costs depends
/// on what changed (a runtime that shows only its last frame draws each pass anew
/// instead; see ``RuntimeDrawing``). After each event it
/// 1. applies the event (a key goes to the topmost view that binds it),
/// 2. waits until every binder and service has settled (a fetch started by the key has
///    been answered; see ``SettlePolicy`` for what the interactive app waits for), then
/// 3. renders until nothing is left to draw: the first pass shows the new data; when
///    the visible keys changed, a second pass redraws the footer's hints.
///
/// ```swift
/// let runtime = try AppRuntime(configuration: AppConfiguration())
/// await runtime.start()
/// try await runtime.send(.key("l"))
/// try await runtime.send(.type("Osl"))
/// try await runtime.send(.key(.enter))
/// print(runtime.frame.text())   // Oslo's weather
/// ```
@MainActor
public final class AppRuntime {
  /// The smallest screen the layouts are designed for; smaller shows a notice.
  public static let minimumSize = Size(width: 40, height: 12)

  /// The app's services, states and binders.
  public let graph: AppGraph
  /// The screen size.
  public private(set) var size: Size
  /// The last frame drawn.
  public private(set) var frame: Frame
  /// The traces of the passes the last event caused, oldest first (empty unless
  /// tracing); of the last ``maximumKeptTraces`` when it caused more. Typing renders
  /// after each character that changed something, so it leaves one pass or more per
  /// such character.
  public var traces: [RenderTrace] { Array(recentTraces.suffix(Self.maximumKeptTraces)) }
  /// How many of the last event's traced passes are not in ``traces``: the earliest,
  /// beyond ``maximumKeptTraces``.
  public var droppedTraceCount: Int { tracedPassCount - traces.count }

  /// The most passes of one event whose traces are kept: far more than a person reads,
  /// and the bound on the memory a long `type` holds while tracing (a megabyte of
  /// characters that each switch the tab would otherwise keep a million traces).
  public static let maximumKeptTraces = 1_000

  /// The last event's traces, the last ``maximumKeptTraces`` of them and up to as many
  /// again before them, dropped in halves so keeping one costs the same every pass.
  private var recentTraces: [RenderTrace] = []
  /// How many of the last event's passes were traced.
  private var tracedPassCount = 0
  /// The key bindings the footer's hints were last worked out from: a pass that
  /// announces the same ones (every reused view keeps its bindings, and a binding is
  /// equal only to its own copies) leaves the hints as they are.
  private var hintedBindings: [KeyBinding] = []
  /// Where the passes the last event caused drew cells anew, when
  /// ``recordsUpdatedRegions`` is on (see ``Renderer/updatedRegions``). `stratus run
  /// --highlight-updates` marks them.
  public private(set) var updatedRegions: [Rect] = []

  /// What an event waits for before it draws.
  public let settling: SettlePolicy

  /// How passes are drawn (see ``RuntimeDrawing``).
  public let drawing: RuntimeDrawing
  private var renderer: any PassDrawer

  /// - Parameters:
  ///   - tracing: whether passes record a ``RenderTrace``.
  ///   - memoization: `.disabled` re-renders everything, to measure what gating saves;
  ///     `.checked` compares every gated pass with a fresh one (``gatingFailure``).
  ///   - settling: `.replies` (the default) draws once the replies are in; `.reactions`
  ///     draws at once, for the interactive app, which redraws when they land.
  ///   - drawing: `.retained` (the default) keeps the tree from pass to pass;
  ///     `.firstPasses` draws each pass anew, for a runtime whose last frame is all that
  ///     is shown. `memoization` concerns only the retained engine.
  public init(
    configuration: AppConfiguration, tracing: Bool = false,
    memoization: Renderer.Memoization = .enabled, settling: SettlePolicy = .replies,
    drawing: RuntimeDrawing = .retained
  ) throws(AppError) {
    graph = try AppGraph(configuration: configuration)
    self.settling = settling
    self.drawing = drawing
    size = configuration.size
    frame = Frame(size: configuration.size)
    let truncationMark = configuration.glyphs.truncationMark
    switch drawing {
    case .retained:
      let renderer = Renderer(memoization: memoization, truncationMark: truncationMark)
      renderer.isTracing = tracing
      self.renderer = renderer
      if memoization == .checked {
        renderer.onGatingFailure = { [weak self] failure in
          if self?.gatingFailure == nil { self?.gatingFailure = failure }
        }
      }
    case .firstPasses:
      renderer = FirstPassDrawer(truncationMark: truncationMark, tracing: tracing)
    }
  }

  /// Whether passes record ``updatedRegions``.
  public var recordsUpdatedRegions: Bool {
    get { renderer.recordsUpdatedRegions }
    set { renderer.recordsUpdatedRegions = newValue }
  }

  /// The counts of the passes the last event caused, added together: what gating did
  /// and did not save for that event. `stratus-bench` compares them with memoisation on
  /// and off.
  public private(set) var statistics = RenderStatistics()
  /// How many passes the last event caused: none when nothing changed, one for new data,
  /// two when the footer's key hints changed too.
  public private(set) var passCount = 0

  /// The traces of the last event's passes in their compact form, each headed by its
  /// number: what `--trace`, a script's `trace` and the trace goldens show.
  public var traceText: String { traceText(.compact) }

  /// The traces of the last event's passes in `form`, each headed by its number; when
  /// the earliest were dropped, a first line says how many.
  public func traceText(_ form: RenderTrace.Form) -> String {
    let dropped = droppedTraceCount
    let passes = traces.enumerated().map { index, trace in
      "pass \(dropped + index + 1)\n\(trace.text(form))"
    }
    guard dropped > 0 else { return passes.joined(separator: "\n") }
    let note =
      "(passes 1 to \(dropped) not kept: an event keeps the traces of its last "
      + "\(Self.maximumKeptTraces) passes)"
    return ([note] + passes).joined(separator: "\n")
  }

  /// What a ``Renderer/Memoization/checked`` pass found, when one found something: the
  /// runtime keeps the first failure rather than stopping, so `stratus run
  /// --check-gating` can restore the terminal before it reports it.
  public private(set) var gatingFailure: GatingFailure?

  /// Whether the app asked to quit, or a checked pass found a ``gatingFailure`` (an
  /// interactive runner then stops and reports it).
  public var isFinished: Bool { graph.isQuitRequested || gatingFailure != nil }

  /// Starts the binders (the first fetch), waits for the replies and draws the first
  /// frame.
  public func start() async {
    forgetLastEvent()
    graph.start()
    await settle()
    renderPending()
  }

  /// Called when something on screen may have changed without an event: a reply
  /// landed, a timer fired. An interactive runner calls ``redraw()`` then.
  ///
  /// It is called on the thread that made the change, before the change is stored, so
  /// schedule the redraw rather than drawing inside the call; see
  /// ``Renderer/onInvalidate``.
  public var onNeedsRender: (@Sendable () -> Void)? {
    get { renderer.onInvalidate }
    set { renderer.onInvalidate = newValue }
  }

  /// Draws what changed since the last frame without an event (a reply that landed, a
  /// timer that fired), and moves the header's clock to the clock's minute. When
  /// nothing changed it draws nothing and keeps the last event's traces, regions and
  /// statistics.
  ///
  /// This is also the pass `stratus-bench` times: a change made straight to a service,
  /// then the redraw it asks for.
  public func redraw() {
    graph.time.tick(to: graph.clock.now())
    guard renderer.needsRender else { return }
    forgetLastEvent()
    renderPending()
  }

  /// Stops the binders and their timers.
  public func stop() {
    graph.stop()
  }

  /// Applies `event`, waits for the app to settle and renders.
  ///
  /// - Throws: ``AppError/unknownAccount(name:known:)`` for an `.account` event naming
  ///   no account; nothing changes then.
  public func send(_ event: AppEvent) async throws(AppError) {
    forgetLastEvent()
    switch event {
    case .key(let key):
      renderer.dispatch(key)
    case .type(let text):
      // Each character costs the same however long the text: a character that changed
      // nothing on screen (past the picker's 100, a letter no view binds) draws no pass.
      for character in text {
        renderer.dispatch(Key(.character(character)))
        await settle()
        if renderer.needsRender { renderPending() }
      }
    case .tick(let duration):
      if case .manual(let clock) = graph.configuration.clock {
        // Each wake's effects land at its time: a refresh that fires at 15:40 during a
        // jump to 15:47 answers at 15:40, as it would if the clock stepped.
        await clock.advance(by: duration) { [self] in await settle() }
      }
    case .resize(let newSize):
      size = newSize
    case .account(let name):
      do {
        try graph.accounts.switchAccount(to: name)
      } catch {
        throw .unknownAccount(name: name, known: graph.accounts.accounts.map(\.displayName))
      }
    }
    await settle()
    graph.time.tick(to: graph.clock.now())
    renderPending()
  }

  /// Presses `keys`, which arrived together (a paste, or keys typed faster than the app
  /// draws), rendering only when a key needs the screen drawn first.
  ///
  /// A key goes to the bindings of the last pass, so before each key the app settles and
  /// renders if the keys before it changed anything, as ``send(_:)`` does, with one
  /// exception: text going on to the text field that took the previous character. Typing
  /// into a field does not change which view takes typing, so a 10 KB paste into the
  /// location picker is one pass, not 10,000. The keys stop at one that asks the app to
  /// quit. Afterwards the app settles and renders, as after any event.
  ///
  /// Before the keys, the settings another process saved since are taken in
  /// (``AccountService/takeInSavedChanges()``).
  ///
  /// `stratus run` sends what each read of the terminal brings this way; a script's
  /// `type` still renders after every character that changes something (``send(_:)``),
  /// as a person typing.
  public func send(keys: [Key]) async {
    forgetLastEvent()
    // Another session on the same data folder may have saved since the last keys: take
    // it in, and let the binders load it into the services, before the first key acts
    // on them (a key that toggled units on the old preferences would save them back).
    graph.accounts.takeInSavedChanges()
    await settle()
    var isTyping = false
    for key in keys {
      let isText = renderer.keyBindings.first { $0.accepts(key) }?.key == .text
      if renderer.needsRender && !(isTyping && isText) {
        await settle()
        renderPending()
      }
      isTyping = renderer.keyBindings.first { $0.accepts(key) }?.key == .text
      renderer.dispatch(key)
      if isFinished { break }
    }
    await settle()
    graph.time.tick(to: graph.clock.now())
    renderPending()
  }

  /// Waits for what ``settling`` says an event waits for.
  ///
  /// Every event settles here (a launch, a key, a paste of keys, each character typed,
  /// each wake of a tick), so the policy the runtime was made with holds for all of
  /// them: the interactive app's keys never wait for a reply.
  private func settle() async {
    await graph.settled(settling)
  }

  /// Clears what the last event's passes recorded.
  private func forgetLastEvent() {
    recentTraces = []
    tracedPassCount = 0
    updatedRegions = []
    statistics = RenderStatistics()
    passCount = 0
  }

  /// Adds `trace` to the last event's, dropping the earliest half when twice
  /// ``maximumKeptTraces`` are held.
  private func keep(_ trace: RenderTrace) {
    tracedPassCount += 1
    if recentTraces.count == 2 * Self.maximumKeptTraces {
      recentTraces.removeFirst(Self.maximumKeptTraces)
    }
    recentTraces.append(trace)
  }

  /// Renders until nothing is left to draw (at most a few passes: the data, then the
  /// footer's hints), adding to what the event's passes recorded.
  private func renderPending() {
    let isTooSmall = size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    for _ in 0..<4 {
      frame = renderer.render(RootView(graph: graph, isTooSmall: isTooSmall), size: size)
      if let trace = renderer.lastTrace { keep(trace) }
      updatedRegions += renderer.updatedRegions
      statistics += renderer.statistics
      passCount += 1
      if renderer.keyBindings != hintedBindings {
        hintedBindings = renderer.keyBindings
        graph.hints.update(
          KeyHints.hints(for: hintedBindings, ascii: graph.configuration.glyphs.isASCII))
        renderer.runtimeDidChangeState()
      }
      if !renderer.needsRender { break }
    }
  }
}
