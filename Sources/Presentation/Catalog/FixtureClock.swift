/// The time the fixtures of the views show, in seconds since 1970: Services' reference
/// time (`FixtureTime.reference`), 22 November 2026 at 20:00 UTC.
///
/// Presentation cannot import Services, so this is a copy, and a checked one:
/// `FixtureClockTests` (ContainersTests, which sees both) fails if the two differ, so the
/// fixtures a container test compares with its container's output keep the same hours.
public enum FixtureClock {
  /// The reference time, in seconds since 1970.
  public static let referenceSeconds = 1_795_377_600
}
