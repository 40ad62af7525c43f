/// Wind directions as the sixteen points of the compass.
public enum Compass {
  private static let points = [
    "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
    "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
  ]

  /// The point nearest `degrees` (clockwise from north, where the wind comes from):
  /// 0 is "N", 315 is "NW". Any angle works, negative or past 360.
  public static func point(degrees: Double) -> String {
    let sector = Int((degrees / 22.5).rounded(.toNearestOrAwayFromZero))
    return points[((sector % 16) + 16) % 16]
  }
}
