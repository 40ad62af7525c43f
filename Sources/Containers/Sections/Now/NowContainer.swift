import Presentation
import Services
import TextUI

/// The Now screen with its data: reads the weather, the place on screen and the
/// person's units, and hands ``NowView`` the text to show.
///
/// The body reads `weather.state`, `location.active` and `preferences.preferences`,
/// so it runs again when, and only when, one of those changes; ``NowView`` and its
/// parts then re-render only where their props differ (a units toggle redraws the
/// temperatures, not the hour labels). The mapping itself is the pure
/// ``props(state:active:units:glyphs:)``, tested without a renderer.
public struct NowContainer: Container {
  @Observed var weather: WeatherService
  @Observed var location: LocationService
  @Observed var preferences: PreferencesService
  /// The glyph table the app was started with (`--ascii` swaps it).
  let glyphs: Glyphs

  /// Creates the screen from the services it reads.
  ///
  /// - Parameters:
  ///   - weather: the weather to show, and whether it is loading or failed.
  ///   - location: the place on screen, named while its weather loads.
  ///   - preferences: the units to show values in.
  ///   - glyphs: condition symbols, arrows, lines and the large digits' typeface.
  public init(
    weather: WeatherService, location: LocationService, preferences: PreferencesService,
    glyphs: Glyphs
  ) {
    _weather = Observed(wrappedValue: weather)
    _location = Observed(wrappedValue: location)
    _preferences = Observed(wrappedValue: preferences)
    self.glyphs = glyphs
  }

  public var body: some View {
    NowView(
      props: Self.props(
        state: weather.state, active: location.active, units: preferences.preferences.units,
        glyphs: glyphs))
  }
}
