import Presentation
import Services

extension WeatherCondition {
  /// The glyph-table symbol for this condition, by day or by night.
  public func symbol(isNight: Bool = false) -> Glyphs.Symbol {
    switch self {
    case .clear, .mainlyClear: isNight ? .clearNight : .clear
    case .partlyCloudy: isNight ? .partlyCloudyNight : .partlyCloudy
    case .overcast: .cloudy
    case .fog: .fog
    case .drizzle: .drizzle
    case .rain, .rainShowers: .rain
    case .freezingDrizzle, .freezingRain: .freezingRain
    case .snow, .snowGrains, .snowShowers: .snow
    case .thunderstorm, .thunderstormWithHail: .thunderstorm
    }
  }
}
