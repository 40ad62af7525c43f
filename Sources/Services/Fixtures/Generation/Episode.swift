import Foundation

/// A spell of weather forced on a place for a few hours: a winter storm, a band of
/// heavy rain, a grey day stuck at freezing.
///
/// The built-in places use episodes to show what each is chosen to exercise whatever the
/// clock says: Toronto is always in the middle of its storm, and 서울's rain band always
/// crosses the radar's centre at the current frame. Inside its hours an episode replaces
/// the averages; over ``rampHours`` at each end it blends in and out.
struct Episode: Sendable {
  /// What ``hours`` count from.
  enum Anchor: Sendable {
    /// The time the weather is asked for.
    case now
    /// Midnight at the start of the local day, so an evening storm stays in the evening.
    case localMidnight
  }

  var anchor: Anchor
  /// When it is at full strength, in hours after the anchor.
  var hours: ClosedRange<Double>
  /// How long it takes to build up before ``hours`` and to die away after them.
  var rampHours: Double
  /// Rain or snow (as water) at its height, mm/h.
  var millimetresPerHour: Double?
  /// The temperature it holds the place at, °C, before its own small daily swing.
  var celsius: Double?
  /// How far the afternoon rises above ``celsius`` and the small hours fall below, °C.
  var dailySwingCelsius: Double = 0
  /// The cloud cover it brings, 0...1.
  var cloudCover: Double?
  /// The wind it brings, km/h.
  var windKilometresPerHour: Double?
  /// Where that wind comes from, degrees clockwise from north.
  var windDegrees: Double?
  /// How far pressure falls at its middle, kPa.
  var pressureDropKilopascals: Double = 0
}

extension Episode {
  /// An episode placed in time.
  struct Scheduled: Sendable {
    var episode: Episode
    var start: Date
    var end: Date

    /// How strongly the episode holds at `time`: 1 within its hours, easing to 0 over
    /// the ramps, 0 outside.
    func strength(at time: Date) -> Double {
      let ramp = episode.rampHours * 3_600
      let before = start.timeIntervalSince(time)
      let after = time.timeIntervalSince(end)
      let outside = max(before, after)
      guard outside > 0 else { return 1 }
      guard ramp > 0, outside < ramp else { return 0 }
      let fraction = 1 - outside / ramp
      return fraction * fraction * (3 - 2 * fraction)
    }

    /// How far through the episode `time` is: 0 at the start of the ramp up, 1 at the
    /// end of the ramp down; outside the episode, clamped to 0...1.
    func progress(at time: Date) -> Double {
      let ramp = episode.rampHours * 3_600
      let first = start.addingTimeInterval(-ramp)
      let last = end.addingTimeInterval(ramp)
      let fraction = time.timeIntervalSince(first) / last.timeIntervalSince(first)
      return max(0, min(1, fraction))
    }
  }

  /// This episode placed relative to `now`, or to the local midnight that starts `now`'s
  /// day.
  func scheduled(now: Date, localMidnight: Date) -> Scheduled {
    let anchorTime = anchor == .now ? now : localMidnight
    return Scheduled(
      episode: self, start: anchorTime.addingTimeInterval(hours.lowerBound * 3_600),
      end: anchorTime.addingTimeInterval(hours.upperBound * 3_600))
  }
}
