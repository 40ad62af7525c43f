import Foundation

extension Atmosphere {
  /// The atmosphere at one instant, unrounded; the fixtures round when they build a
  /// ``Weather``.
  struct State: Sendable {
    var time: Date
    var celsius: Double
    /// 0 (clear) ... 1 (overcast).
    var cloudCover: Double
    /// Rain or snow as water; 0 when dry.
    var precipitationMillimetresPerHour: Double
    /// 0...1.
    var precipitationChance: Double
    var windKilometresPerHour: Double
    /// Where the wind comes from, 0..<360.
    var windDegrees: Double
    var gustKilometresPerHour: Double?
    var humidityPercent: Double
    var pressureKilopascals: Double
    var sunElevationDegrees: Double
  }
}

/// What is falling from the sky.
enum Precipitation: Sendable, Equatable {
  case drizzle, rain, thunderstorm, freezingDrizzle, snow
}

extension Atmosphere.State {
  /// What is falling, or `nil` when it is dry.
  var precipitation: Precipitation? {
    let amount = precipitationMillimetresPerHour
    guard amount > 0 else { return nil }
    if celsius >= 18 && amount >= 4 { return .thunderstorm }
    if (-4...0).contains(celsius) && amount < 0.3 && cloudCover >= 0.9 {
      return .freezingDrizzle
    }
    if celsius <= 1 { return .snow }
    return amount < 0.3 ? .drizzle : .rain
  }

  /// Heavy snow (2 mm of water an hour, about 2 cm of snow) or heavy rain (7.6 mm/h,
  /// the usual meteorological threshold).
  var isHeavy: Bool {
    switch precipitation {
    case .snow?: precipitationMillimetresPerHour >= 2
    case .rain?, .thunderstorm?: precipitationMillimetresPerHour >= 7.6
    default: false
    }
  }

  /// Strong enough wind to lift fallen snow.
  var isBlowingSnow: Bool {
    precipitation == .snow && windKilometresPerHour >= 40
  }

  /// Saturated, still, dry air.
  var isFoggy: Bool {
    precipitation == nil && humidityPercent >= 97 && windKilometresPerHour < 10
  }

  /// Whether the sun is up (its upper edge above the horizon).
  var isDaytime: Bool { sunElevationDegrees > -0.833 }

  /// The sky, as the WMO categories the screens draw.
  var condition: WeatherCondition {
    switch precipitation {
    case .thunderstorm?: return .thunderstorm
    case .snow?: return cloudCover >= 0.9 ? .snow : .snowShowers
    case .rain?: return cloudCover >= 0.9 ? .rain : .rainShowers
    case .drizzle?: return .drizzle
    case .freezingDrizzle?: return .freezingDrizzle
    case nil:
      if isFoggy { return .fog }
      switch cloudCover {
      case ..<0.15: return .clear
      case ..<0.4: return .mainlyClear
      case ..<0.75: return .partlyCloudy
      default: return .overcast
      }
    }
  }

  /// The dew point, °C, by the Magnus formula.
  var dewPointCelsius: Double {
    let gamma = log(humidityPercent / 100) + 17.62 * celsius / (243.12 + celsius)
    return 243.12 * gamma / (17.62 - gamma)
  }

  /// Wind chill in cold wind, humidex in warm humid air, otherwise `nil` (as
  /// Environment Canada reports them).
  var feelsLike: FeelsLike? {
    FeelsLike.index(
      celsius: celsius, dewPointCelsius: dewPointCelsius,
      windKilometresPerHour: windKilometresPerHour)
  }

  /// How far one can see, km: a few hundred metres in fog or heavy snow, 24 km on a
  /// clear dry day.
  var visibilityKilometres: Double {
    let amount = precipitationMillimetresPerHour
    let visibility: Double
    switch precipitation {
    case .snow?: visibility = max(0.4, min(10, 5 / (1 + 2 * amount))) * (isBlowingSnow ? 0.6 : 1)
    case .rain?: visibility = max(1, min(20, 20 / (1 + amount)))
    case .thunderstorm?: visibility = 3
    case .drizzle?, .freezingDrizzle?: visibility = 5
    case nil:
      if isFoggy {
        visibility = 0.4 + 0.4 * (100 - humidityPercent) / 3
      } else {
        visibility = humidityPercent >= 90 ? 10 : humidityPercent >= 80 ? 16 : 24
      }
    }
    return visibility
  }
}
