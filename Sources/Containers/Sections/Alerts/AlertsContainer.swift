import Presentation
import Services
import TextUI

/// The Alerts sheet's business half: the alerts of the weather on screen, most severe
/// first, with their issue times in the location's time zone; Esc closes the sheet.
///
/// It reads the weather's state and the active location, so it re-runs when either
/// changes while the sheet is open.
public struct AlertsContainer: Container {
  @Observed var weather: WeatherService
  @Observed var location: LocationService
  /// The router of the tab the sheet is open over: Esc dismisses its sheet.
  @Observed var router: Router
  /// The glyph set the app was started with (the sheet's border).
  let glyphs: Glyphs

  /// - Parameters:
  ///   - weather: the weather whose alerts are listed.
  ///   - location: the place on screen, named while its weather is on its way.
  ///   - router: the router presenting the sheet.
  ///   - glyphs: the glyph set (`--ascii` or not).
  public init(weather: WeatherService, location: LocationService, router: Router, glyphs: Glyphs) {
    self._weather = Observed(wrappedValue: weather)
    self._location = Observed(wrappedValue: location)
    self._router = Observed(wrappedValue: router)
    self.glyphs = glyphs
  }

  public var body: some View {
    AlertsSheet(
      props: Self.props(state: weather.state, active: location.active, glyphs: glyphs),
      actions: Self.actions(router: router))
  }
}
