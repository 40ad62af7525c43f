import Presentation
import Services

extension WeatherCondition {
  /// The kind of weather the palette colours this condition as, beside the symbol
  /// (``symbol(isNight:)``) and the words that already name it.
  ///
  /// Freezing drizzle and freezing rain are of snow's kind (what lands is ice: the
  /// palette's "snow, sleet and freezing rain"); partly cloudy is cloudy, by day or by
  /// night.
  public var kind: ConditionKind {
    switch self {
    case .clear, .mainlyClear: .clear
    case .partlyCloudy, .overcast: .cloudy
    case .fog: .fog
    case .drizzle, .rain, .rainShowers: .rain
    case .freezingDrizzle, .freezingRain, .snow, .snowGrains, .snowShowers: .snow
    case .thunderstorm, .thunderstormWithHail: .storm
    }
  }
}
