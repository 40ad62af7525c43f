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
        state: weather.state, active: location.active, now: time.now, glyphs: glyphs))
  }
}

extension HeaderContainer {
  /// The header for the place on screen with the weather in `state` at `now`.
  ///
  /// - Parameters:
  ///   - state: the weather service's state; its sky is shown only when it is the
  ///     weather of `active`.
  ///   - active: the place on screen, named and timed whatever the state.
  ///   - now: the time now (``TimeState/now``).
  ///   - glyphs: the glyph table to draw with.
  /// - Returns: the props of ``HeaderBar``.
  public static func props(
    state: FetchState<Weather>, active: Location, now: Date, glyphs: Glyphs
  ) -> HeaderBar.Props {
    let local = LocalTime(timeZoneID: active.timeZoneID)
    let shown = state.latest.flatMap { $0.location.isSamePlace(as: active) ? $0 : nil }
    let symbol = shown.map { fetched -> String in
      let weather = fetched.value
      return glyphs[weather.current.condition.symbol(isNight: weather.isNight(at: now))] + " "
    }
    let title = (symbol ?? "") + active.displayName
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
