import Presentation
import Services
import TextUI

/// The Now screen with its data: reads the weather, the place on screen, the person's
/// units and the air quality, and hands ``NowView`` the text to show.
///
/// The body reads `weather.state`, `location.active`, `preferences.preferences` and
/// `airQuality.state`, so it runs again when, and only when, one of those changes;
/// ``NowView`` and its parts then re-render only where their props differ (a units
/// toggle redraws the temperatures, not the hour labels). The mapping itself is the pure
/// ``props(state:active:units:glyphs:)`` and ``airQuality(_:glyphs:)``, tested
/// without a renderer.
public struct NowContainer: Container {
  @Observed var weather: WeatherService
  @Observed var location: LocationService
  @Observed var preferences: PreferencesService
  @Observed var airQuality: AirQualityService
  /// The glyph table the app was started with (`--ascii` swaps it).
  let glyphs: Glyphs

  /// Creates the screen from the services it reads.
  ///
  /// - Parameters:
  ///   - weather: the weather to show, and whether it is loading or failed.
  ///   - location: the place on screen, named while its weather loads.
  ///   - preferences: the units to show values in.
  ///   - airQuality: the air quality beside the temperature.
  ///   - glyphs: condition symbols, arrows, lines and the large digits' typeface.
  public init(
    weather: WeatherService, location: LocationService, preferences: PreferencesService,
    airQuality: AirQualityService, glyphs: Glyphs
  ) {
    _weather = Observed(wrappedValue: weather)
    _location = Observed(wrappedValue: location)
    _preferences = Observed(wrappedValue: preferences)
    _airQuality = Observed(wrappedValue: airQuality)
    self.glyphs = glyphs
  }

  public var body: some View {
    var props = Self.props(
      state: weather.state, active: location.active, units: preferences.preferences.units,
      glyphs: glyphs)
    props.airQuality = Self.airQuality(airQuality.state, glyphs: glyphs)
    return NowView(props: props)
  }
}
