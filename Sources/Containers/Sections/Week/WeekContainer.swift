import Presentation
import Services
import TextUI

/// The Week tab: turns the forecast's days, the Week state's selection and the user's
/// units into a ``WeekView``, and its keys into calls on the Week state and the tab's
/// router.
///
/// The body reads `weather.state`, `location.active`, `preferences.preferences` and the
/// Week state's selection, so it runs again when any of them changes and at no other
/// time. The mapping itself is the pure
/// ``props(state:active:units:selectedDay:isNightShown:glyphs:)``.
public struct WeekContainer: Container {
  /// The forecast shown.
  @Observed var weather: WeatherService
  /// The place on screen, named while its forecast loads.
  @Observed var location: LocationService
  /// The units the forecast is shown in.
  @Observed var preferences: PreferencesService
  /// Which day, and which half of it, is shown.
  @Observed var week: WeekState
  /// The Week tab's navigation: Enter pushes the day detail on it.
  @Observed var router: Router
  /// The symbols, pointer and box lines to draw with.
  let glyphs: Glyphs

  /// Creates the Week tab's container.
  ///
  /// - Parameters:
  ///   - weather: the forecast.
  ///   - location: the place on screen, named while its forecast loads.
  ///   - preferences: the units.
  ///   - week: the selected day and half, kept outside the view so that it survives
  ///     switching tabs.
  ///   - router: the Week tab's router.
  ///   - glyphs: the glyph set in use (Unicode or ASCII).
  public init(
    weather: WeatherService, location: LocationService, preferences: PreferencesService,
    week: WeekState, router: Router, glyphs: Glyphs
  ) {
    _weather = Observed(wrappedValue: weather)
    _location = Observed(wrappedValue: location)
    _preferences = Observed(wrappedValue: preferences)
    _week = Observed(wrappedValue: week)
    _router = Observed(wrappedValue: router)
    self.glyphs = glyphs
  }

  public var body: some View {
    WeekView(
      props: Self.props(
        state: weather.state, active: location.active, units: preferences.preferences.units,
        selectedDay: week.selectedDay, isNightShown: week.isNightShown, glyphs: glyphs),
      actions: Self.actions(weather: weather, week: week, router: router))
  }
}
