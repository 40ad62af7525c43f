import Foundation

/// Humidex or wind chill: how warm or cold it feels, as Environment Canada reports it.
///
/// Open-Meteo offers an `apparent_temperature` of its own, but Canadian forecasts name the
/// index they use, so Stratus derives the two indices from the temperature, dew point and
/// wind it already has:
///
/// - **Humidex** when the temperature is 20 °C or more and the humidex is at least 1
///   degree above it (in dry air it adds nothing worth showing):
///   `humidex = T + 0.5555 × (6.11 × e^(5417.7530 × (1/273.16 − 1/(273.15 + Td))) − 10)`,
///   with `T` the air temperature and `Td` the dew point, °C.
/// - **Wind chill** when the temperature is 0 °C or less and the wind is 5 km/h or more:
///   `W = 13.12 + 0.6215 × T − 11.37 × V^0.16 + 0.3965 × T × V^0.16`, with `V` the wind
///   speed at 10 m, km/h.
/// - Otherwise no index: `nil`, and the screen shows none.
///
/// The formulas live with the model, not with one of its sources, because two sources
/// derive them: the Open-Meteo reader (from a reply's current conditions) and the fixture
/// generator (from its simulated atmosphere). Both call
/// ``index(celsius:dewPointCelsius:windKilometresPerHour:)``.
extension FeelsLike {
  /// The lowest temperature, °C, at which humidex is considered.
  static let humidexMinimumCelsius = 20.0
  /// How far above the temperature humidex must be to be reported, °C.
  static let humidexMinimumExcess = 1.0
  /// The highest temperature, °C, at which wind chill is considered.
  static let windChillMaximumCelsius = 0.0
  /// The lowest wind speed, km/h, at which wind chill is considered.
  static let windChillMinimumKilometresPerHour = 5.0

  /// The index that applies, or `nil` when neither does or a needed value is unknown.
  static func index(
    celsius: Double?, dewPointCelsius: Double?, windKilometresPerHour: Double?
  ) -> FeelsLike? {
    guard let celsius else { return nil }
    if celsius >= humidexMinimumCelsius, let dewPointCelsius {
      let value = humidex(celsius: celsius, dewPointCelsius: dewPointCelsius)
      if value.isFinite, value - celsius >= humidexMinimumExcess {
        return FeelsLike(kind: .humidex, celsius: value)
      }
    }
    if celsius <= windChillMaximumCelsius, let windKilometresPerHour,
      windKilometresPerHour >= windChillMinimumKilometresPerHour
    {
      let value = windChill(celsius: celsius, windKilometresPerHour: windKilometresPerHour)
      if value.isFinite {
        return FeelsLike(kind: .windChill, celsius: value)
      }
    }
    return nil
  }

  /// Environment Canada's humidex from the temperature and dew point, °C, whether or not
  /// it would be reported.
  static func humidex(celsius: Double, dewPointCelsius: Double) -> Double {
    let vapourPressure = 6.11 * exp(5417.7530 * (1 / 273.16 - 1 / (273.15 + dewPointCelsius)))
    return celsius + 0.5555 * (vapourPressure - 10)
  }

  /// Environment Canada's wind chill index (the Canadian and US formula since 2001) from
  /// the temperature, °C, and wind, km/h.
  static func windChill(celsius: Double, windKilometresPerHour: Double) -> Double {
    let v = pow(windKilometresPerHour, 0.16)
    return 13.12 + 0.6215 * celsius - 11.37 * v + 0.3965 * celsius * v
  }
}
