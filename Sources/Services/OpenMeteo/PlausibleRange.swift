/// The values a quantity can take on Earth, with room to spare: every number Stratus reads
/// from a reply is checked against one of these as the reply is decoded.
///
/// Open-Meteo never sends a temperature of 1e20 °C, but a damaged recording or a hostile
/// server can, and every later step assumes a number the size weather is: converting
/// units, rounding to a whole number for the screen (which traps beyond `Int`'s range),
/// the feels-like formulas. A value out of its range is malformed data, refused like any
/// other with its JSON path:
///
/// ```
/// current.temperature_2m: 1e+20 is not a plausible temperature (-150…100 °C)
/// ```
///
/// The ranges are generous (Earth's records are well inside them), so no real reply is
/// refused, yet narrow enough that everything computed from a value in range stays a
/// number a screen can print. They are listed, with their reasons, in Docs/Services.md.
struct PlausibleRange: Sendable {
  /// What the quantity is called in errors: `temperature`.
  var name: String
  var bounds: ClosedRange<Double>
  /// The unit of the bounds, as the reply has it: `°C`, `hPa`.
  var unit: String

  /// Checks `value`; `nil` (JSON `null`, or left out) is always fine.
  ///
  /// - Parameter path: the value's JSON path, for the error: `current.temperature_2m`.
  /// - Throws: ``OpenMeteo/FormatError`` naming `path`, the value and the range.
  func check(_ value: Double?, at path: String) throws(OpenMeteo.FormatError) {
    guard let value, !bounds.contains(value) else { return }
    throw OpenMeteo.FormatError(
      "\(path): \(Self.text(value)) is not a plausible \(name) "
        + "(\(Self.text(bounds.lowerBound))…\(Self.text(bounds.upperBound)) \(unit))")
  }

  /// Checks every value of a block's variable, naming the first one out of range by its
  /// index: `hourly.wind_speed_10m[17]`.
  func check(_ column: [Double?]?, at path: String) throws(OpenMeteo.FormatError) {
    for (index, value) in (column ?? []).enumerated() {
      try check(value, at: "\(path)[\(index)]")
    }
  }

  /// `1013`, `-0.5`, `1e+20`: whole numbers without a trailing `.0`.
  private static func text(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
  }
}

// MARK: - The ranges

extension PlausibleRange {
  /// Air and dew-point temperatures. Earth's records are -89.2 °C and 56.7 °C.
  static let temperature = PlausibleRange(name: "temperature", bounds: -150...100, unit: "°C")
  /// Relative humidity and the chance of precipitation.
  static let percentage = PlausibleRange(name: "percentage", bounds: 0...100, unit: "%")
  /// Sea-level pressure. Earth's records are 870 hPa (a typhoon's eye) and 1084.8 hPa.
  static let pressure = PlausibleRange(name: "sea-level pressure", bounds: 800...1200, unit: "hPa")
  /// Wind speeds and gusts. The strongest gust measured is 408 km/h.
  static let windSpeed = PlausibleRange(name: "wind speed", bounds: 0...500, unit: "km/h")
  /// Where the wind comes from, clockwise from north.
  static let direction = PlausibleRange(name: "wind direction", bounds: 0...360, unit: "°")
  /// How far one can see. No line of sight through air on Earth reaches 500 km.
  static let visibility = PlausibleRange(name: "visibility", bounds: 0...500_000, unit: "m")
  /// Precipitation in one quarter hour. The most measured in a minute is 38 mm.
  static let quarterHourPrecipitation = PlausibleRange(
    name: "quarter hour's precipitation", bounds: 0...500, unit: "mm")
  static let latitude = PlausibleRange(name: "latitude", bounds: -90...90, unit: "°")
  static let longitude = PlausibleRange(name: "longitude", bounds: -180...180, unit: "°")
  /// A reply's offset from UTC: ±18 hours, the most a `TimeZone` can have (real zones
  /// span -12 to +14 hours).
  static let utcOffset = PlausibleRange(
    name: "UTC offset", bounds: -64_800...64_800, unit: "seconds")
}
