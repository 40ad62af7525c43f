import Presentation
import Services

/// Turns the services' metric values into the text the screens show, in the account's
/// units.
///
/// Services keep every value metric; converting here, where the text is made, means a
/// units toggle is a re-render, never a re-fetch (Docs/Services.md). Values are rounded
/// once, half away from zero, and a value that rounds to zero never prints as "-0".
///
/// A value no screen could show (not a number, infinite, or beyond ±10¹⁵) prints as
/// ``Glyphs/missingValue``, like a missing one, instead of trapping when it is rounded to
/// an `Int`. The decoders already refuse numbers out of their physical range
/// (`PlausibleRange` in Services), so this guards values made some other way, not replies.
///
/// ```swift
/// let format = UnitFormatter(units: .imperial, glyphs: .unicode)
/// format.temperature(21.4)          // "71°"
/// format.speed(19)                  // "12 mph"
/// ```
public struct UnitFormatter: Sendable, Equatable {
  public var units: Preferences.Units
  public var glyphs: Glyphs

  public init(units: Preferences.Units, glyphs: Glyphs) {
    self.units = units
    self.glyphs = glyphs
  }

  /// "21°" or "70°"; ``Glyphs/missingValue`` when missing.
  public func temperature(_ celsius: Double?) -> String {
    degrees(celsius).map { "\($0)\(glyphs.degree)" } ?? Glyphs.missingValue
  }

  /// "21°C" or "70°F": a temperature with its unit, for the large reading.
  public func temperatureWithUnit(_ celsius: Double?) -> String {
    degrees(celsius).map { "\($0)\(glyphs.degree)\(units == .metric ? "C" : "F")" }
      ?? Glyphs.missingValue
  }

  /// The temperature as a bare number ("21", "-3", ``Glyphs/missingValue``), for the large
  /// digits.
  public func temperatureDigits(_ celsius: Double?) -> String {
    degrees(celsius).map { "\($0)" } ?? Glyphs.missingValue
  }

  /// "19 km/h" or "12 mph".
  public func speed(_ kilometresPerHour: Double) -> String {
    let whole =
      units == .metric ? Self.whole(kilometresPerHour) : Self.whole(kilometresPerHour / 1.609_344)
    return whole.map { "\($0) \(units == .metric ? "km/h" : "mph")" } ?? Glyphs.missingValue
  }

  /// "101.6 kPa" or "30.00 inHg".
  public func pressure(_ kilopascals: Double) -> String {
    let text =
      units == .metric
      ? Self.fixed(kilopascals, digits: 1) : Self.fixed(kilopascals * 0.295_299_8, digits: 2)
    return text.map { "\($0) \(units == .metric ? "kPa" : "inHg")" } ?? Glyphs.missingValue
  }

  /// "24 km" or "15 mi"; one decimal under 10 ("0.4 mi"), where a whole number would
  /// round a short visibility down to nothing.
  public func distance(_ kilometres: Double) -> String {
    let value = units == .metric ? kilometres : kilometres / 1.609_344
    let number =
      abs(value) < 9.95 ? Self.fixed(value, digits: 1) : Self.whole(value).map { "\($0)" }
    return number.map { "\($0) \(units == .metric ? "km" : "mi")" } ?? Glyphs.missingValue
  }

  /// "40%"; ``Glyphs/missingValue`` when missing.
  public func percent(_ value: Int?) -> String {
    value.map { "\($0)%" } ?? Glyphs.missingValue
  }

  /// The temperature in the account's unit, rounded; `nil` when missing or unshowable.
  func degrees(_ celsius: Double?) -> Int? {
    guard let celsius else { return nil }
    return Self.whole(units == .metric ? celsius : celsius * 9 / 5 + 32)
  }

  /// The largest magnitude shown: far beyond any measurement, far inside `Int`.
  static let largestShown = 1e15

  /// Rounds half away from zero; never "-0"; `nil` for a value past ``largestShown`` or
  /// not a number.
  static func whole(_ value: Double) -> Int? {
    guard value.isFinite, abs(value) < largestShown else { return nil }
    let rounded = Int(value.rounded(.toNearestOrAwayFromZero))
    return rounded == 0 ? 0 : rounded
  }

  /// `value` with exactly `digits` decimals, without Foundation's locale-dependent
  /// formatting; `nil` when the scaled value is past ``largestShown`` or not a number.
  static func fixed(_ value: Double, digits: Int) -> String? {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let product = value * Double(scale)
    guard product.isFinite, abs(product) < largestShown else { return nil }
    let scaled = Int(product.rounded(.toNearestOrAwayFromZero))
    let sign = scaled < 0 ? "-" : ""
    let magnitude = abs(scaled)
    let fraction = String(magnitude % scale)
    let padded = String(repeating: "0", count: digits - fraction.count) + fraction
    return digits == 0 ? "\(sign)\(magnitude)" : "\(sign)\(magnitude / scale).\(padded)"
  }
}
