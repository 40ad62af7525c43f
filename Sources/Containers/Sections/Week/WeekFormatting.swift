import Presentation
import Services

/// The pieces of text the Week screen and the day detail both need, on top of the
/// shared formatters in `Formatting/`.
enum WeekFormatting {
  /// "NE 48 km/h"; "48 km/h" when the direction is unknown (calm or variable); "--"
  /// when there is no wind reading at all.
  static func wind(_ wind: Wind?, format: UnitFormatter) -> String {
    guard let wind else { return "--" }
    let speed = format.speed(wind.kilometresPerHour)
    guard let degrees = wind.directionDegrees else { return speed }
    return "\(Compass.point(degrees: degrees)) \(speed)"
  }

}
