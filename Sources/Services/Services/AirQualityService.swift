import Foundation
import Observation

/// Owns the air quality at the place on screen, for the Now screen's panel.
///
/// A ``LocationFeed`` like ``WeatherService``, and built the same way: fetching follows
/// the newest-only rule (`LatestRequest`), and being listed in the app's feeds is all it
/// takes to be fetched on a location change, an account switch and `r`, re-wired with
/// the account's client, and waited for by a settle.
@MainActor
@Observable
public final class AirQualityService {
  /// The air quality: idle, loading, loaded or failed with the last good reading.
  public private(set) var state: FetchState<AirQuality> = .idle

  @ObservationIgnored private var client: AirQualityClient
  @ObservationIgnored private let clock: WallClock
  @ObservationIgnored private let log: Log
  @ObservationIgnored private let requests = LatestRequest()

  public init(client: AirQualityClient, clock: WallClock, log: Log = .discarding) {
    self.client = client
    self.clock = clock
    self.log = log
  }

  /// Fetches the air quality at `location`, cancelling any request in flight.
  public func refresh(for location: Location) {
    state.startLoading(location)
    let client = self.client
    requests.start {
      try await client.current(location)
    } deliver: { [weak self] result in
      self?.finish(result, for: location)
    } dropped: { [log] in
      log.write("air quality: dropped a stale reply for \(location.name)")
    }
  }

  /// Replaces the client and drops the request in flight (see
  /// ``WeatherService/setClient(_:)``).
  public func setClient(_ client: AirQualityClient) {
    requests.cancel()
    self.client = client
    state.abandonLoading()
  }

  private func finish(_ result: Result<AirQuality, any Error>, for location: Location) {
    state.finish(
      result, for: location, fetchedAt: clock.now(), source: "the air quality client")
    if let error = state.error {
      log.write("air quality: failed for \(location.name): \(error)")
    }
  }
}

// MARK: - LocationFeed

extension AirQualityService: LocationFeed {
  public func use(_ clients: Clients) { setClient(clients.airQuality) }

  /// Whether the latest request has been answered, or waits for time (see
  /// ``WorkProgress``).
  public var isSettled: Bool { requests.isSettled }

  /// Waits until ``isSettled``.
  public func settled() async {
    await requests.settled()
  }
}
