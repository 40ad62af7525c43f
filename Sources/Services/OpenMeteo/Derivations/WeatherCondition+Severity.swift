extension WeatherCondition {
  /// How severe a condition is, for breaking ties when a day or night half is summed up by
  /// its most frequent condition: with as many hours of overcast as of rain, the half is
  /// "Rain".
  ///
  /// The order is by how much the weather gets in the way of someone outdoors: clear,
  /// mainly clear, partly cloudy, overcast, fog, drizzle, rain showers, rain, snow grains,
  /// snow showers, snow, freezing drizzle, freezing rain, thunderstorm, thunderstorm with
  /// hail. Precipitation outranks any sky without it, snow outranks rain (it blocks roads),
  /// freezing precipitation outranks snow (it glazes them), and thunderstorms outrank
  /// everything.
  var severity: Int {
    switch self {
    case .clear: 0
    case .mainlyClear: 1
    case .partlyCloudy: 2
    case .overcast: 3
    case .fog: 4
    case .drizzle: 5
    case .rainShowers: 6
    case .rain: 7
    case .snowGrains: 8
    case .snowShowers: 9
    case .snow: 10
    case .freezingDrizzle: 11
    case .freezingRain: 12
    case .thunderstorm: 13
    case .thunderstormWithHail: 14
    }
  }
}
