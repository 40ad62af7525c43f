import Presentation
import Services
import TextUI

/// The location picker sheet's business half: search for a place, choose it, and
/// manage the favourites.
///
/// It reads the location service (the place on screen, the favourites, the search) and
/// the picker's own state (query, highlight), so it re-runs when any of them changes.
/// Choosing a place only changes ``LocationService/active``: the `LocationToWeather`
/// binder fetches its weather.
public struct LocationPickerContainer: Container {
  @Observed var location: LocationService
  @Observed var picker: PickerState
  /// The router of the tab the sheet is open over: choosing or Esc dismisses its sheet.
  @Observed var router: Router
  /// The glyph set the app was started with.
  let glyphs: Glyphs

  /// - Parameters:
  ///   - location: the place on screen, the favourites and the place search.
  ///   - picker: the query typed and the highlighted row.
  ///   - router: the router presenting the sheet.
  ///   - glyphs: the glyph set (`--ascii` or not).
  public init(location: LocationService, picker: PickerState, router: Router, glyphs: Glyphs) {
    self._location = Observed(wrappedValue: location)
    self._picker = Observed(wrappedValue: picker)
    self._router = Observed(wrappedValue: router)
    self.glyphs = glyphs
  }

  public var body: some View {
    LocationPickerSheet(
      props: Self.props(
        rows: PickerRows(location: location, picker: picker), query: picker.query,
        search: location.search, highlighted: picker.highlighted, glyphs: glyphs),
      actions: Self.actions(location: location, picker: picker, router: router))
  }
}
