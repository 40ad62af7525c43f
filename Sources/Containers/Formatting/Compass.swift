import Presentation

/// Wind directions as the sixteen points of the compass.
public enum Compass {
  private static let points = [
    "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
    "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
  ]

  /// The point nearest `degrees` (clockwise from north, where the wind comes from):
  /// 0 is "N", 315 is "NW". Any finite angle works, negative or past 360; one that is not
  /// (infinite, not a number) has no point and is ``Glyphs/missingValue``.
  public static func point(degrees: Double) -> String {
    guard degrees.isFinite else { return Glyphs.missingValue }
    // Within one turn first, so the sector fits an Int however large the angle.
    let turn = degrees.truncatingRemainder(dividingBy: 360)
    let sector = Int((turn / 22.5).rounded(.toNearestOrAwayFromZero))
    return points[((sector % 16) + 16) % 16]
  }
}
