/// What the sky is doing, in the categories of the WMO weather interpretation codes
/// that Open-Meteo reports (`weather_code`).
///
/// The screens draw a glyph and print a summary for each case; keeping the WMO
/// categories (rather than one per glyph) means the file and HTTP clients map a code
/// once and the presentation decides how to show it.
public enum WeatherCondition: String, Sendable, Codable, CaseIterable {
  case clear
  case mainlyClear
  case partlyCloudy
  case overcast
  case fog
  case drizzle
  case freezingDrizzle
  case rain
  case freezingRain
  case snow
  case snowGrains
  case rainShowers
  case snowShowers
  case thunderstorm
  case thunderstormWithHail
}

extension WeatherCondition {
  /// The condition for a WMO weather interpretation code, or `nil` for a code the WMO
  /// table does not define (a bad data file is then reported, not guessed at).
  ///
  /// The table, as Open-Meteo documents it: 0 clear; 1, 2, 3 mainly clear, partly
  /// cloudy, overcast; 45, 48 fog; 51-55 drizzle; 56, 57 freezing drizzle; 61-65 rain;
  /// 66, 67 freezing rain; 71-75 snow; 77 snow grains; 80-82 rain showers; 85, 86 snow
  /// showers; 95 thunderstorm; 96, 99 thunderstorm with hail.
  public init?(wmoCode: Int) {
    switch wmoCode {
    case 0: self = .clear
    case 1: self = .mainlyClear
    case 2: self = .partlyCloudy
    case 3: self = .overcast
    case 45, 48: self = .fog
    case 51, 53, 55: self = .drizzle
    case 56, 57: self = .freezingDrizzle
    case 61, 63, 65: self = .rain
    case 66, 67: self = .freezingRain
    case 71, 73, 75: self = .snow
    case 77: self = .snowGrains
    case 80, 81, 82: self = .rainShowers
    case 85, 86: self = .snowShowers
    case 95: self = .thunderstorm
    case 96, 99: self = .thunderstormWithHail
    default: return nil
    }
  }

  /// A short summary in words, for sources (such as Open-Meteo) that send only a code.
  public var summary: String {
    switch self {
    case .clear: "Clear"
    case .mainlyClear: "Mainly clear"
    case .partlyCloudy: "Partly cloudy"
    case .overcast: "Overcast"
    case .fog: "Fog"
    case .drizzle: "Drizzle"
    case .freezingDrizzle: "Freezing drizzle"
    case .rain: "Rain"
    case .freezingRain: "Freezing rain"
    case .snow: "Snow"
    case .snowGrains: "Snow grains"
    case .rainShowers: "Rain showers"
    case .snowShowers: "Snow showers"
    case .thunderstorm: "Thunderstorm"
    case .thunderstormWithHail: "Thunderstorm with hail"
    }
  }
}
