import Foundation
import Services

/// What the data source does when asked: answer as it normally would, or be forced into
/// one of the states every screen must handle.
///
/// `stratus render --state` uses it to show a screen loading, failed or empty without a
/// slow or broken server. The state is applied to the clients, not to the screens: the
/// services see a request that never ends, an error, or a reply with nothing in it, and
/// every screen reacts exactly as it would to a real one.
public enum DataState: String, CaseIterable, Sendable {
  /// The source answers normally.
  case loaded
  /// No request ever finishes; the app settles without waiting for one.
  case loading
  /// Every request fails as if the network were down.
  case failed
  /// Every request succeeds with nothing in it: no readings, hours, days, alerts, radar
  /// frames or search results.
  case empty

  /// `clients` with this state applied.
  ///
  /// - Parameter clock: what an empty reply dates its reading by.
  func applied(to clients: Clients, clock: WallClock) -> Clients {
    switch self {
    case .loaded:
      return clients
    case .loading:
      return Clients(
        weather: WeatherClient { _ in try await WorkProgress.neverAnswer() },
        geocoding: GeocodingClient { _ in try await WorkProgress.neverAnswer() },
        radar: RadarClient { _ in try await WorkProgress.neverAnswer() })
    case .failed:
      let error = ClientError.unreachable(
        source: "the data source", reason: "forced by --state failed")
      return Clients(
        weather: WeatherClient { _ in throw error },
        geocoding: GeocodingClient { _ in throw error },
        radar: RadarClient { _ in throw error })
    case .empty:
      return Clients(
        weather: WeatherClient { _ in Weather.empty(at: clock.now()) },
        geocoding: GeocodingClient { _ in [] },
        radar: RadarClient { _ in Radar(frames: []) })
    }
  }
}

extension Weather {
  /// A forecast with nothing in it, as a source with no data for a place would answer.
  static func empty(at time: Date) -> Weather {
    Weather(
      current: Current(time: time, condition: .overcast, summary: ""), today: Today(),
      hourly: [], daily: [], alerts: [])
  }
}
