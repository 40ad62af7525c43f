import Services

extension UnitFormatter {
  /// "NE 48 km/h"; just the speed when the direction is unknown (calm or variable air).
  ///
  /// The Now screen's measurements, the Week panel and the day detail's hours all show
  /// wind this way; a section with no wind reading at all shows ``Glyphs/missingValue``
  /// itself.
  public func wind(_ wind: Wind) -> String {
    let speed = speed(wind.kilometresPerHour)
    guard let degrees = wind.directionDegrees else { return speed }
    return "\(Compass.point(degrees: degrees)) \(speed)"
  }
}
