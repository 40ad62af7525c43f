extension Atmosphere.State {
  /// The current conditions in a few words, as a weather station reports them: "Heavy
  /// snow and blowing snow", "Light rain shower", "Mainly sunny".
  var summary: String {
    let amount = precipitationMillimetresPerHour
    switch precipitation {
    case .snow?:
      let snow = isHeavy ? "Heavy snow" : amount < 0.5 ? "Light snow" : "Snow"
      return isBlowingSnow ? "\(snow) and blowing snow" : snow
    case .rain?:
      let rain = isHeavy ? "Heavy rain" : amount < 1 ? "Light rain" : "Rain"
      return cloudCover < 0.9 ? "\(rain) shower" : rain
    case .drizzle?: return amount < 0.2 ? "Light drizzle" : "Drizzle"
    case .freezingDrizzle?: return "Light freezing drizzle"
    case .thunderstorm?: return isHeavy ? "Thunderstorm with heavy rain" : "Thunderstorm with rain"
    case nil:
      switch condition {
      case .fog: return "Fog"
      case .clear: return isDaytime ? "Sunny" : "Clear"
      case .mainlyClear: return isDaytime ? "Mainly sunny" : "Mainly clear"
      case .partlyCloudy: return "Partly cloudy"
      default: return cloudCover >= 0.9 ? "Cloudy" : "Mostly cloudy"
      }
    }
  }
}
