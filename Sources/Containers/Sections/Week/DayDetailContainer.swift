import Presentation
import Services
import TextUI

/// The day detail pushed on the Week tab: the hours of one day of the forecast, in the
/// location's time zone and the user's units.
///
/// It is created for a day index (``Destination/dayDetail(dayIndex:)``) and reads the
/// forecast when it runs, so a refresh updates the hours under it; Esc pops it off the
/// tab's router. The mapping is the pure ``props(state:active:dayIndex:units:glyphs:)``.
public struct DayDetailContainer: Container {
  /// Which day of the forecast, by index.
  let dayIndex: Int
  /// The forecast whose hours are shown.
  @Observed var weather: WeatherService
  /// The place on screen, named while its forecast loads.
  @Observed var location: LocationService
  /// The units they are shown in.
  @Observed var preferences: PreferencesService
  /// The Week tab's navigation: Esc pops this screen.
  @Observed var router: Router
  /// The symbols and box lines to draw with.
  let glyphs: Glyphs

  /// Creates the day detail for day `dayIndex` of the forecast.
  ///
  /// - Parameters:
  ///   - dayIndex: the day's index in `weather`'s days, as the Week screen pushed it.
  ///   - weather: the forecast.
  ///   - location: the place on screen, named while its forecast loads.
  ///   - preferences: the units.
  ///   - router: the Week tab's router, popped by Esc.
  ///   - glyphs: the glyph set in use (Unicode or ASCII).
  public init(
    dayIndex: Int, weather: WeatherService, location: LocationService,
    preferences: PreferencesService, router: Router, glyphs: Glyphs
  ) {
    self.dayIndex = dayIndex
    _weather = Observed(wrappedValue: weather)
    _location = Observed(wrappedValue: location)
    _preferences = Observed(wrappedValue: preferences)
    _router = Observed(wrappedValue: router)
    self.glyphs = glyphs
  }

  public var body: some View {
    DayDetailView(
      props: Self.props(
        state: weather.state, active: location.active, dayIndex: dayIndex,
        units: preferences.preferences.units,
        glyphs: glyphs),
      actions: Self.actions(router: router))
  }
}
