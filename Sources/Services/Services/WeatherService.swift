import Foundation
import Observation

/// Owns the weather on screen: asks the client for it and remembers how that went.
///
/// Its ``state`` is the single source of truth for every screen that shows weather.
/// Only ``refresh(for:)`` changes what is being fetched; only ``setClient(_:)`` changes
/// who fetches it. Replies are delivered newest-only (see `LatestRequest`), so neither
/// a slow reply for an old location nor a late reply from a previous account's client
/// can overwrite what the person now asked for.
@MainActor
@Observable
public final class WeatherService {
  /// The weather: idle, loading, loaded or failed with the last good value.
  public private(set) var state: FetchState<Weather> = .idle

  @ObservationIgnored private var client: WeatherClient
  @ObservationIgnored private let clock: WallClock
  @ObservationIgnored private let log: Log
  @ObservationIgnored private let requests = LatestRequest()

  /// - Parameters:
  ///   - client: fetches the weather; replaced by ``setClient(_:)`` on an account switch.
  ///   - clock: stamps each reply's `fetchedAt`.
  ///   - log: receives one line per request and reply.
  public init(client: WeatherClient, clock: WallClock, log: Log = .discarding) {
    self.client = client
    self.clock = clock
    self.log = log
  }

  /// Fetches the weather for `location`, cancelling any request in flight.
  ///
  /// The state becomes `.loading` at once, keeping the current weather if it is for the
  /// same place, and `.loaded` or `.failed` when the reply comes.
  public func refresh(for location: Location) {
    state.startLoading(location)
    log.write("weather: fetching \(location.name)")
    let client = self.client
    requests.start {
      try await client.forecast(location)
    } deliver: { [weak self] result in
      self?.finish(result, for: location)
    } dropped: { [log] in
      log.write("weather: dropped a stale reply for \(location.name)")
    }
  }

  /// Replaces the client, as on an account switch, and drops the request in flight:
  /// its reply was asked for with the old client (the old account's key) and must not
  /// be shown.
  ///
  /// The weather on screen stays; the caller refreshes when it is ready.
  public func setClient(_ client: WeatherClient) {
    requests.cancel()
    self.client = client
    state.abandonLoading()
    log.write("weather: client replaced")
  }

  private func finish(_ result: Result<Weather, any Error>, for location: Location) {
    state.finish(result, for: location, fetchedAt: clock.now(), source: "the weather client")
    if let error = state.error {
      log.write("weather: failed for \(location.name): \(error)")
    } else {
      log.write("weather: loaded \(location.name)")
    }
  }
}

// MARK: - Settling

extension WeatherService: Settling {
  /// Whether the latest request has been answered, or waits for time: asleep on the
  /// clock, or never answering (see ``WorkProgress``).
  public var isSettled: Bool { requests.isSettled }

  /// Waits until ``isSettled``, so a runtime or a test can look at a settled state.
  public func settled() async {
    await requests.settled()
  }
}
