import Foundation
import Observation

/// Owns one feed's data at the place on screen: one generic service for every
/// ``OpenMeteoFeed``.
///
/// Built as ``WeatherService`` is: fetching follows the newest-only rule
/// (`LatestRequest`), a failure keeps the last good value for the same place, and a new
/// client (an account switch) drops the request in flight. Being listed in the app's
/// feeds is all it takes to be fetched on a location change, an account switch, `r` and
/// auto-refresh, re-wired with the account's client, and waited for by a settle.
@MainActor
@Observable
public final class FeedService<Feed: OpenMeteoFeed> {
  /// The data: idle, loading, loaded or failed with the last good value.
  public private(set) var state: FetchState<Feed.Value> = .idle

  @ObservationIgnored private var client: FeedClient<Feed>
  @ObservationIgnored private let clock: WallClock
  @ObservationIgnored private let log: Log
  @ObservationIgnored private let requests = LatestRequest()

  /// - Parameters:
  ///   - client: fetches the data; replaced by ``setClient(_:)`` on an account switch.
  ///   - clock: stamps each reply's `fetchedAt`.
  ///   - log: receives a line for each dropped reply and each failure.
  public init(client: FeedClient<Feed>, clock: WallClock, log: Log = .discarding) {
    self.client = client
    self.clock = clock
    self.log = log
  }

  /// Fetches the data at `location`, cancelling any request in flight.
  public func refresh(for location: Location) {
    state.startLoading(location)
    let client = self.client
    requests.start {
      try await client.fetch(location)
    } deliver: { [weak self] result in
      self?.finish(result, for: location)
    } dropped: { [log] in
      log.write("\(Feed.name): dropped a stale reply for \(location.name)")
    }
  }

  /// Replaces the client and drops the request in flight (see
  /// ``WeatherService/setClient(_:)``).
  public func setClient(_ client: FeedClient<Feed>) {
    requests.cancel()
    self.client = client
    state.abandonLoading()
  }

  private func finish(_ result: Result<Feed.Value, any Error>, for location: Location) {
    state.finish(
      result, for: location, fetchedAt: clock.now(), source: "the \(Feed.name) client")
    if let error = state.error {
      log.write("\(Feed.name): failed for \(location.name): \(error)")
    }
  }
}

// MARK: - LocationFeed

extension FeedService: LocationFeed {
  public func use(_ clients: Clients) { setClient(clients[feed: Feed.self]) }

  /// Whether the latest request has been answered, or waits for time (see
  /// ``WorkProgress``).
  public var isSettled: Bool { requests.isSettled }

  /// Waits until ``isSettled``.
  public func settled() async {
    await requests.settled()
  }
}
