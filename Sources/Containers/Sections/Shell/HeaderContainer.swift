import Foundation
import Presentation
import Services
import TextUI

/// The header: the active place, its sky, its local time and how fresh the data is.
///
/// It reads the time state, so a clock tick that crosses a minute re-runs this
/// container, and only the status text it builds differs: the title is reused.
public struct HeaderContainer: Container {
  @Observed var location: LocationService
  @Observed var weather: WeatherService
  @Observed var time: TimeState
  let glyphs: Glyphs

  public init(location: LocationService, weather: WeatherService, time: TimeState, glyphs: Glyphs) {
    self._location = Observed(wrappedValue: location)
    self._weather = Observed(wrappedValue: weather)
    self._time = Observed(wrappedValue: time)
    self.glyphs = glyphs
  }

  public var body: some View {
    HeaderBar(
      props: Self.props(
        place: location.active, weather: weather.state, now: time.now, glyphs: glyphs))
  }
}

extension HeaderContainer {
  /// The header for `place` with the weather in `state` at `now`.
  public static func props(
    place: Location, weather state: FetchState<Weather>, now: Date, glyphs: Glyphs
  ) -> HeaderBar.Props {
    let local = LocalTime(timeZoneID: place.timeZoneID)
    let shown = state.latest.flatMap { $0.location.id == place.id ? $0 : nil }
    let symbol = shown.map { fetched -> String in
      let weather = fetched.value
      return glyphs[weather.current.condition.symbol(isNight: weather.isNight(at: now))] + " "
    }
    let title = (symbol ?? "") + place.displayName
    let freshness: String
    if state.isLoading {
      freshness = "Loading\(glyphs.ellipsis)"
    } else if state.error != nil {
      freshness = "Update failed"
    } else if let shown {
      freshness = RelativeTime.updated(shown.fetchedAt, now: now, local: local)
    } else {
      freshness = "Not updated yet"
    }
    return HeaderBar.Props(
      title: title, status: "\(local.weekday(now)) \(local.clock(now)) \(glyphs.dot) \(freshness)")
  }
}
