import Foundation

/// How long ago something happened, as the "Updated …" labels say it.
public enum RelativeTime {
  /// "Updated just now", "Updated 2 min ago", "Updated 3 h ago", or, a day or more
  /// later, "Updated Sun 22 Nov 14:05" in `local` time. A time in the future (a clock
  /// set back) reads as "just now" rather than a negative age.
  public static func updated(_ date: Date, now: Date, local: LocalTime) -> String {
    let minutes = Int((now.timeIntervalSince(date) / 60).rounded(.down))
    switch minutes {
    case ..<1: return "Updated just now"
    case ..<60: return "Updated \(minutes) min ago"
    case ..<(24 * 60): return "Updated \(minutes / 60) h ago"
    default: return "Updated \(local.dateAndClock(date))"
    }
  }

  /// How long from `start` to `end`, in whole minutes rounded down: "9 h 32 min",
  /// "46 min", "3 h", or "less than a minute" (also for an `end` before `start`).
  public static func duration(from start: Date, to end: Date) -> String {
    let minutes = Int((end.timeIntervalSince(start) / 60).rounded(.down))
    guard minutes >= 1 else { return "less than a minute" }
    let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
    switch (hours, rest) {
    case (0, _): return "\(rest) min"
    case (_, 0): return "\(hours) h"
    default: return "\(hours) h \(rest) min"
    }
  }
}
