import Foundation
import Services
import ServicesTestSupport

extension Clients {
  /// The built-in fixtures, answering only after `latency` on `clock`: a slow server
  /// whose replies a scenario lets through with a tick.
  static func slowFixtures(clock: WallClock, latency: Duration) -> Clients {
    let fixtures = DataSource.fixtures.clients(apiKey: nil, clock: clock)
    var clients = fixtures
    clients.weather = WeatherClient { location in
      try await clock.sleep(latency)
      return try await fixtures.weather.forecast(location)
    }
    return clients
  }

  /// The built-in fixtures, except that every weather request after the first `good`
  /// ones fails as if the network were down.
  static func failingAfter(_ good: Int, clock: WallClock) -> Clients {
    let fixtures = DataSource.fixtures.clients(apiKey: nil, clock: clock)
    let calls = LockedValue(0)
    var clients = fixtures
    clients.weather = WeatherClient { location in
      let call = calls.withLock { count -> Int in
        count += 1
        return count
      }
      guard call <= good else {
        throw ClientError.unreachable(source: "fixtures", reason: "the network is down")
      }
      return try await fixtures.weather.forecast(location)
    }
    return clients
  }
}
