import TextUI

/// How the radar turns an intensity in mm/h into one of the five shades of
/// ``Glyphs/shades``, and what each shade is called in the legend.
///
/// The thresholds are those of the usual rain-rate classes, rounded so a legend can
/// print them: below 0.1 mm/h is nothing (radar noise), then light, moderate, heavy
/// and intense. Keeping them in one table means the map and its legend cannot
/// disagree.
///
/// | Level | mm/h        | Name     |
/// |-------|-------------|----------|
/// | 0     | below 0.1   | none     |
/// | 1     | 0.1 to 2    | light    |
/// | 2     | 2 to 5      | moderate |
/// | 3     | 5 to 10     | heavy    |
/// | 4     | 10 and more | intense  |
public enum PrecipitationRamp {
  /// One shaded level of the ramp, as the legend lists it.
  public struct Level: Equatable, Sendable {
    /// The index into ``Glyphs/shades``.
    public var index: Int
    /// The least intensity drawn with this shade, in mm/h.
    public var threshold: Double
    /// What the legend calls it ("light").
    public var name: String
    /// The range it covers, as the legend prints it ("0.1-2"); plain ASCII, so the
    /// legend reads the same in either glyph set.
    public var range: String

    /// The level's role in the palette's radar ramp.
    public var style: Style { Style.radarRamp[index - 1] }
  }

  /// The shaded levels, lightest first; level 0 (no precipitation) is not listed.
  public static let levels = [
    Level(index: 1, threshold: 0.1, name: "light", range: "0.1-2"),
    Level(index: 2, threshold: 2, name: "moderate", range: "2-5"),
    Level(index: 3, threshold: 5, name: "heavy", range: "5-10"),
    Level(index: 4, threshold: 10, name: "intense", range: "10+"),
  ]

  /// The shade index (0 none … 4 heaviest) for `millimetresPerHour`.
  ///
  /// A negative or not-a-number reading, which a source should never send, counts as
  /// none rather than breaking the map.
  public static func level(forMillimetresPerHour millimetresPerHour: Double) -> Int {
    // The level's position, then its index: finding the level itself would copy its
    // two strings, once per grid point of a map.
    let position = levels.lastIndex { millimetresPerHour >= $0.threshold }
    return position.map { levels[$0].index } ?? 0
  }

  /// The glyph from `shades` for `millimetresPerHour`; a ramp shorter than five shades
  /// uses its heaviest shade for the levels it lacks.
  public static func shade(
    forMillimetresPerHour millimetresPerHour: Double, in shades: [Character]
  ) -> Character {
    guard !shades.isEmpty else { return " " }
    return shades[min(level(forMillimetresPerHour: millimetresPerHour), shades.count - 1)]
  }
}
