import Foundation

/// The moon's phase at one moment: how far through its month it is, how much of its
/// disc is lit, and the name people give that.
///
/// It is worked out from the mean synodic month (new moon to new moon) counted from a
/// known new moon, so it needs no data source, cannot fail and is the same everywhere on
/// Earth at one instant. The mean month strays from the true one by up to about half a
/// day, which a screen that says "Full moon in 2 days" can afford.
public struct MoonPhase: Sendable, Equatable {
  /// The eight phases, in order through the month.
  ///
  /// The four principal phases (new, first quarter, full, last quarter) are instants;
  /// the moon is given their name for a day either side, as almanacs do, and the
  /// crescent or gibbous name in between.
  public enum Name: Int, Sendable, CaseIterable {
    case newMoon, waxingCrescent, firstQuarter, waxingGibbous
    case fullMoon, waningGibbous, lastQuarter, waningCrescent
  }

  /// Days from new moon to new moon, on average.
  public static let synodicMonth = 29.530588853

  /// A new moon everyone agrees on: 6 January 2000, 18:14 UTC.
  static let referenceNewMoon = Date(timeIntervalSince1970: 947_182_440)

  /// How many days of a principal phase's name fall on each side of its instant.
  static let principalHalfWidth = 1.0

  /// Days since the last new moon, `0 ..< synodicMonth`.
  public let age: Double

  /// The phase `age` days after a new moon; any number of days wraps into one month.
  public init(age: Double) {
    let month = Self.synodicMonth
    self.age = (age.truncatingRemainder(dividingBy: month) + month)
      .truncatingRemainder(dividingBy: month)
  }

  /// The phase at `date`.
  public init(at date: Date) {
    self.init(age: date.timeIntervalSince(Self.referenceNewMoon) / 86_400)
  }

  /// The lit fraction of the disc as seen from Earth, 0 at new moon to 1 at full.
  public var illumination: Double {
    (1 - cos(2 * Double.pi * age / Self.synodicMonth)) / 2
  }

  /// The phase's name: a principal phase within a day of its instant, otherwise the
  /// crescent or gibbous between two of them.
  public var name: Name {
    let quarter = Self.synodicMonth / 4
    let nearest = (age / quarter).rounded()
    if abs(age - nearest * quarter) <= Self.principalHalfWidth {
      return Name(rawValue: (Int(nearest) % 4) * 2)!
    }
    return Name(rawValue: Int(age / quarter) * 2 + 1)!
  }

  /// Days until the next instant of `principal` (new moon, first quarter, full moon or
  /// last quarter), in `0 ..< synodicMonth`; for a crescent or gibbous name, the days
  /// until the middle of that stretch.
  public func days(until principal: Name) -> Double {
    let target = Double(principal.rawValue) * Self.synodicMonth / 8
    let remaining = (target - age).truncatingRemainder(dividingBy: Self.synodicMonth)
    return remaining < 0 ? remaining + Self.synodicMonth : remaining
  }
}
