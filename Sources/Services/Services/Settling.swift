/// Something whose work a runtime waits for before it draws: a service's request in
/// flight, a binder's reactions and timers.
///
/// A part knows what it has under way (``WorkProgress``), so a runtime asks each part
/// whether it has settled and awaits the first that has not, until every part has
/// settled at the same moment (``Swift/Array/settled()``). Nothing is polled and no
/// number of rounds is guessed: a reply that takes two seconds is waited for, and a
/// request asleep on a manual clock is not.
@MainActor
public protocol Settling: AnyObject {
  /// Whether nothing it started is still working by itself: no reaction scheduled, no
  /// request or timer working (one asleep on the clock waits for time, not for work).
  var isSettled: Bool { get }
  /// Waits until ``isSettled``; the caller is resumed when the work ends, never polled.
  func settled() async
}

extension Array where Element == any Settling {
  /// Whether every part has settled.
  @MainActor public var isSettled: Bool { allSatisfy(\.isSettled) }

  /// Waits until every part has settled at the same moment.
  ///
  /// One part's work can start another's (a reply changes the weather; a binder reacts
  /// and starts a timer), so this awaits the first part that has not settled, then
  /// looks at them all again. The look is synchronous on the main actor, so when it
  /// finds none busy, none is.
  @MainActor public func settled() async {
    while let busy = first(where: { !$0.isSettled }) { await busy.settled() }
  }
}
