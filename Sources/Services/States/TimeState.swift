import Foundation
import Observation

/// The time the screens show, as an observable value.
///
/// Labels such as "Updated 2 min ago" and the local time change with the clock, not
/// with any data; a container that shows them must re-run when time passes. Reading
/// the clock inside a body would hide that dependency from the renderer, so the app
/// moves this state forward on each clock tick and the containers that read ``now``
/// re-run, and only they.
///
/// It keeps whole minutes: every label shows minutes, so a tick within the same minute
/// changes nothing and re-renders nothing.
@MainActor
@Observable
public final class TimeState {
  /// The current time, to the minute.
  public private(set) var now: Date

  public init(now: Date) {
    self.now = Self.minute(of: now)
  }

  /// Moves to `date`'s minute; nothing changes (and nothing re-renders) within the same
  /// minute.
  public func tick(to date: Date) {
    let minute = Self.minute(of: date)
    if minute != now { now = minute }
  }

  private static func minute(of date: Date) -> Date {
    Date(
      timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    )
  }
}
