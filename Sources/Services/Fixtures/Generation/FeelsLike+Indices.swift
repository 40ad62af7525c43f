import Foundation

extension FeelsLike {
  /// The wind chill index (the Canadian and US formula since 2001), for a temperature at
  /// or below freezing and wind of at least 5 km/h.
  static func windChill(celsius: Double, windKilometresPerHour: Double) -> FeelsLike {
    let wind = pow(max(windKilometresPerHour, 5), 0.16)
    return FeelsLike(
      kind: .windChill, celsius: 13.12 + 0.6215 * celsius - 11.37 * wind + 0.3965 * celsius * wind)
  }

  /// The humidex (Environment Canada's formula), from the temperature and dew point.
  static func humidex(celsius: Double, dewPointCelsius: Double) -> FeelsLike {
    let vapourPressure =
      6.11 * exp(5417.7530 * (1 / 273.16 - 1 / (273.15 + dewPointCelsius)))
    return FeelsLike(kind: .humidex, celsius: celsius + 0.5555 * (vapourPressure - 10))
  }
}
