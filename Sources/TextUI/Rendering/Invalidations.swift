import Foundation

/// The changes Observation has reported since the last pass, as the nodes they
/// invalidate.
///
/// Observation calls a change handler synchronously, on whatever thread made the change,
/// just before the property changes. The handler only posts a token here, under a lock;
/// the renderer takes the tokens at the start of its next pass, on the main actor, and
/// marks the nodes. The caller decides when that pass happens: ``Renderer/needsRender``
/// says one is due, and ``Renderer/onInvalidate`` is called when one becomes due.
final class Invalidations: @unchecked Sendable {
  /// A change handler's reference to the node it invalidates.
  ///
  /// Each evaluation installs its own handler, so a token also carries the evaluation's
  /// generation: a change to something only an older evaluation read is ignored.
  final class Token: @unchecked Sendable {
    /// Read only on the main actor, when the renderer takes the tokens.
    weak var node: Node?
    let generation: Int
    /// Whether the renderer ended the registration this token was made for (see
    /// ``ObservationLease``): its change handler then posts nothing. Guarded by the lock.
    fileprivate var isEnded = false

    init(node: Node, generation: Int) {
      self.node = node
      self.generation = generation
    }

    /// Whether the node still exists and has not been evaluated again since.
    @MainActor var isCurrent: Bool {
      guard let node else { return false }
      return node.generation == generation
    }
  }

  private let lock = NSLock()
  private var tokens: [Token] = []
  /// The tokens ``apply()`` is marking, swapped out of ``tokens`` under the lock and
  /// emptied afterwards: each array's storage is kept for the next changes, so posting
  /// them allocates nothing in a steady run.
  private var taken: [Token] = []
  private var handler: (@Sendable () -> Void)?

  /// Whether a change posted since the last pass invalidates a node that is still
  /// current (a change to something only an earlier evaluation read does not).
  @MainActor var hasPending: Bool {
    let posted = lock.withLock { tokens }
    return posted.contains { $0.isCurrent }
  }

  /// Called once each time the first change after a pass is posted. The change may turn
  /// out to concern only an earlier evaluation, so the pass it asks for may find nothing
  /// to do.
  var onInvalidate: (@Sendable () -> Void)? {
    get { lock.withLock { handler } }
    set { lock.withLock { handler = newValue } }
  }

  /// Records a change; called by Observation's change handler, on any thread.
  func post(_ token: Token) {
    let handler: (@Sendable () -> Void)? = lock.withLock {
      guard !token.isEnded else { return nil }
      tokens.append(token)
      return tokens.count == 1 ? self.handler : nil
    }
    handler?()
  }

  /// Marks `ended` as registrations the renderer is ending, not changes: their handlers,
  /// which ending them calls, post nothing.
  func end(_ ended: [Token]) {
    lock.withLock {
      for token in ended { token.isEnded = true }
    }
  }

  /// Marks every node a posted change invalidates, and forgets the changes.
  @MainActor func apply() {
    lock.withLock { swap(&tokens, &taken) }
    for token in taken where token.isCurrent { token.node?.invalidate() }
    taken.removeAll(keepingCapacity: true)
  }
}
