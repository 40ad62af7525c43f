/// A node for a view of type `V`, holding the view's current value.
///
/// This is where gate 1 compares and where a view is evaluated. When the parent hands
/// over a new value, the node keeps it only if it is not `==` the one it holds (or
/// something its last evaluation observed has changed); ``Node/refresh(in:)`` then
/// decides, from flags every node has, whether to evaluate the view again, and
/// ``evaluate(in:)`` runs it and records why. A node that is not evaluated keeps its
/// children, measurements and what it drew as they are. `==` is `V`'s own, called
/// through the generic parameter: no `any Equatable`, no casts.
final class ViewNode<V: View>: Node {
  /// The value of the last evaluation, or the one handed over in this pass (see
  /// ``receive(_:in:)``), which the node is evaluated with before the pass draws.
  @exclusivity(unchecked) private(set) var view: V
  /// The value a hand-over replaced, kept only while tracing, to say which fields
  /// changed. `Any`, not `V?`: an optional of the view type would have its metadata
  /// looked up wherever a node is made or released, tracing or not.
  @exclusivity(unchecked) private var replacedForTrace: Any?
  /// What the observed objects held at the last evaluation, kept only while tracing, to
  /// say which property changed.
  private var observedSnapshot: ObservedSnapshot?

  init(_ view: V, key: NodeKey, axis: Axis?) {
    self.view = view
    super.init(key: key, axis: axis, keepsDrawing: V.Body.self != Never.self)
  }

  override var traceName: String { RenderTrace.name(of: V.self, key: key) }
  override var isEngineView: Bool { String(reflecting: V.self).hasPrefix("TextUI.") }
  override var typeName: String { String(reflecting: V.self) }
  override var fieldNames: [String] {
    Mirror(reflecting: view).children.compactMap(\.label).map {
      $0.hasPrefix("_") && $0.count > 1 ? String($0.dropFirst()) : $0
    }
  }

  override func differences(from other: Node) -> [String] {
    guard let other = other as? ViewNode<V> else { return [] }
    return InputDiff.changes(from: view, to: other.view).map(\.description)
  }

  override func drawsDifferently(in frame: Frame, from other: Node, in otherFrame: Frame) -> Bool {
    if drawnPlacement != nil, other.drawnPlacement != nil {
      return super.drawsDifferently(in: frame, from: other, in: otherFrame)
    }
    return !differences(from: other).isEmpty
  }

  /// Hands over the value the parent built in `pass`. (A new node is made with its
  /// first value, and needs none.)
  ///
  /// This is where gate 1 compares: in a memoising pass, a node that observed no change
  /// keeps the new value only when it is not `==` the one it holds, so an unchanged
  /// row of a long list costs one comparison and no copy. Otherwise the node will be
  /// evaluated whatever the value (gate 2, or memoisation off), and keeps it uncompared:
  /// an evaluation takes the newest value.
  ///
  /// A value kept here is always evaluated in the same pass (``Node/refresh(in:)`` sees
  /// `hasIncoming`), so `view` holds what the node drew whenever the pass draws: a node
  /// that is not evaluated keeps the value it was evaluated with (a `==` that ignores a
  /// field never lets the new value in unseen).
  ///
  /// A container compared through its children (``Node/comparesThroughChildren``) keeps
  /// the value uncompared, unless something below it is invalidated: evaluating it then
  /// compares each child's value where it lands, and decides (see
  /// `NodeLayout+Comparing.swift`). Found unchanged, it keeps the new value, which is
  /// `==` the one it drew: its parameters are equal, and each child found its own equal.
  func receive(_ newView: V, in pass: RenderPass) {
    if pass.memoizes && !isInvalidated {
      if comparesThroughChildren && !hasInvalidatedDescendant && !pass.comparesContainersWhole {
        hasIncomingUncompared = true
      } else if view == newView {
        return
      }
    }
    if pass.isTracing { replacedForTrace = view }
    view = newView
    hasIncoming = true
  }

  /// Evaluates the view, with the value handed over in this pass if there is one, and
  /// records why: ``Node/refresh(in:)`` has decided that it must.
  @MainActor override func evaluate(in pass: RenderPass) -> Bool {
    defer { if pass.isTracing { replacedForTrace = nil } }
    let uncompared = hasIncomingUncompared
    hasIncomingUncompared = false
    if generation == 0 {
      evaluate(in: pass, because: .first)
    } else if !pass.memoizes {
      evaluate(in: pass, because: .memoizationOff)
    } else if isInvalidated {
      evaluate(in: pass, because: .observed(observedSnapshot?.changes() ?? []))
    } else if uncompared {
      return evaluateComparingChildren(in: pass)
    } else {  // handed over, which it is only when not `==` (see `receive`)
      evaluate(in: pass, because: .inputChanged(changesHandedOver()))
    }
    return true
  }

  /// The fields in which the value handed over differs from the one it replaced, as a
  /// trace shows them; asked only while tracing, when the replaced value is kept.
  private func changesHandedOver() -> [RenderTrace.FieldChange] {
    guard let replaced = replacedForTrace as? V else { return [] }
    return InputDiff.changes(from: replaced, to: view)
  }

  /// Evaluates the view: its body under Observation tracking, or for a primitive its
  /// layout, untracked; then brings the children it produced up to date.
  ///
  /// A primitive's value was built by a body that ran under tracking, so it holds what
  /// that body read and reads nothing observable itself: tracking it would cost an
  /// access list and a change handler per primitive and never fire. The one exception
  /// is a ``ForEach``, whose element closure runs while its stack is resolved; it asks
  /// for tracking itself (``_ChildList/observing(_:)``).
  ///
  @MainActor private func evaluate(
    in pass: RenderPass, because reason: @autoclosure () -> RenderTrace.Reason
  ) {
    pass.didEvaluate(self, because: reason())
    let newView = view
    generation += 1
    isInvalidated = false
    hasInvalidatedDescendant = false
    var list = _ChildList(owner: self, pass: pass)
    // The layout this evaluation replaces: for a first one, the placeholder a node is
    // made with, which nothing compares. (Not an optional: an optional existential is
    // copied and destroyed through the runtime's value witnesses, about 100 K
    // instructions of a cold Now pass.)
    let oldLayout = layout
    if keepsDrawing {
      list.isObserving = true
      layout = pass.tracking(self) { V._resolve(newView, children: &list) }.base
    } else {
      layout = V._resolve(newView, children: &list).base
    }
    if pass.isTracing { observedSnapshot = ObservedSnapshot(of: newView) }
    children = list.finish()
    didResolve(replacing: oldLayout, children: list.commit(), in: pass)
  }

  /// Evaluates a container handed a value uncompared (see `NodeLayout+Comparing.swift`):
  /// resolves it and hands its children their values, then keeps the result if it
  /// differs from what the node held, and otherwise goes back to it, as if the value had
  /// been compared `==`; returns whether it differed.
  @MainActor private func evaluateComparingChildren(in pass: RenderPass) -> Bool {
    let (statistics, trace) = (pass.statistics, pass.traceCheckpoint())
    let (oldLayout, oldChildren) = (layout, children)
    var list = _ChildList(owner: self, pass: pass)
    layout = V._resolve(view, children: &list).base
    children = list.finish()
    let changes = list.commit()
    if changes.isEmpty && layout.hasSameParameters(as: oldLayout) {
      // `==` would have answered `true` and visited nothing below: forget the visits.
      // Next time, compare it whole first: a container that did not change is most
      // likely not to change again, and one `==` finds that for less.
      comparesThroughChildren = false
      (layout, children) = (oldLayout, oldChildren)
      for child in children { child.forgetVisit() }
      pass.statistics = statistics
      pass.rewindTrace(to: trace)
      visit = Visit(pass: pass.number, outcome: .reused)
      pass.didReuse(self)
      return false
    }
    pass.didEvaluate(self, because: .inputChanged(changesHandedOver()))
    generation += 1
    didResolve(replacing: oldLayout, children: changes, in: pass)
    return true
  }

  /// Notes what an evaluation that replaced `oldLayout`, with children that changed as
  /// `changes` says, changed.
  private func didResolve(
    replacing oldLayout: any NodeLayout, children changes: ChildChanges, in pass: RenderPass
  ) {
    comparesThroughChildren = layout.holdsEveryParameterOfItsView
    if generation > 1 {  // a first evaluation draws everything anyway
      ownCellsChanged = !layout.drawsSameCells(as: oldLayout)
      contentDidChange(replacing: oldLayout, children: changes, in: pass)
    } else {
      ownCellsChanged = true
      contentDidChange()
    }
  }
}
