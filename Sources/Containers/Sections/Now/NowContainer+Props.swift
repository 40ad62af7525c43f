import Foundation
import Presentation
import Services
import TextUI

extension NowContainer {
  /// The Now screen's props for a weather state: the pure half of the container.
  ///
  /// - Idle, or loading with nothing to show yet: "Loading the weather for …" with the
  ///   name of `active`.
  /// - Failed with nothing to show: the failure message.
  /// - Anything with weather (loaded, a refresh in flight, a refresh that failed): that
  ///   weather, with times in the time zone of the place it was fetched for.
  ///
  /// - Parameters:
  ///   - state: the weather service's state.
  ///   - active: the place on screen, named while nothing has arrived.
  ///   - units: metric or imperial.
  ///   - glyphs: the glyph table to draw with.
  /// - Returns: the props of ``NowView``.
  public static func props(
    state: FetchState<Weather>, active: Location, units: Preferences.Units, glyphs: Glyphs
  ) -> NowView.Props {
    guard let fetched = state.latest else {
      let message = state.placeholder(
        loading: .loadingWeather(for: active.name, ellipsis: glyphs.ellipsis))
      return NowView.Props(content: .message(message), border: glyphs.border)
    }
    let forecast = forecast(
      fetched.value, local: LocalTime(timeZoneID: fetched.location.timeZoneID),
      format: UnitFormatter(units: units, glyphs: glyphs))
    return NowView.Props(content: .loaded(forecast), border: glyphs.border)
  }

  /// The three parts of the screen for `weather`.
  static func forecast(
    _ weather: Weather, local: LocalTime, format: UnitFormatter
  ) -> NowView.Forecast {
    NowView.Forecast(
      temperature: temperature(weather, format: format),
      hourly: hourly(weather, local: local, format: format),
      measurements: measurements(weather.current, format: format))
  }

  // MARK: - Temperature

  /// The reading now, the summary, the day's range and the felt temperature.
  static func temperature(_ weather: Weather, format: UnitFormatter) -> TemperaturePanel.Props {
    let current = weather.current
    let glyphs = format.glyphs
    let unitLetter = format.units == .metric ? "C" : "F"
    return TemperaturePanel.Props(
      digits: format.temperatureDigits(current.celsius),
      unit: current.celsius == nil ? nil : glyphs.degree + unitLetter,
      reading: format.temperatureWithUnit(current.celsius),
      summary: current.summary, condition: current.condition.kind,
      highLow: "H \(format.temperature(weather.today.highCelsius)) \(glyphs.dot) "
        + "L \(format.temperature(weather.today.lowCelsius))",
      feelsLike: current.feelsLike.map { "\(label(of: $0.kind)) \(feltValue($0, format: format))" },
      isASCII: glyphs.isASCII, band: format.band(current.celsius))
  }

  /// "Humidex" or "Wind chill".
  static func label(of kind: FeelsLike.Kind) -> String {
    switch kind {
    case .humidex: "Humidex"
    case .windChill: "Wind chill"
    }
  }

  /// The index as a bare number ("25", "-12"), as forecasts print humidex and wind
  /// chill: they are indices in degree-like units, not temperatures.
  static func feltValue(_ feelsLike: FeelsLike, format: UnitFormatter) -> String {
    format.temperatureDigits(feelsLike.celsius)
  }
}
