import Foundation
import Observation

/// Owns the radar maps and which one is on screen, and whether they are playing.
///
/// Fetching follows the same newest-only rule as ``WeatherService``. Playback is state
/// only: ``play()`` sets ``isPlaying`` and the `RadarPlayback` binder steps the frames
/// on the injected clock, so the service never sleeps and a test can step by hand.
@MainActor
@Observable
public final class RadarService {
  /// The maps: idle, loading, loaded or failed with the last good maps.
  public private(set) var state: FetchState<Radar> = .idle
  /// The index of the map on screen within ``frames``.
  public private(set) var frameIndex = 0
  /// Whether the maps are playing as an animation.
  public private(set) var isPlaying = false

  @ObservationIgnored private var client: RadarClient
  @ObservationIgnored private let clock: WallClock
  @ObservationIgnored private let log: Log
  @ObservationIgnored private let requests = LatestRequest()

  public init(client: RadarClient, clock: WallClock, log: Log = .discarding) {
    self.client = client
    self.clock = clock
    self.log = log
  }

  /// The maps to show (the last good ones while loading or after a failure).
  public var frames: [Radar.Frame] { state.latest?.value.frames ?? [] }

  /// The map on screen, if there is one.
  public var currentFrame: Radar.Frame? {
    frames.indices.contains(frameIndex) ? frames[frameIndex] : nil
  }

  /// Fetches the maps for `location`, cancelling any request in flight.
  public func refresh(for location: Location) {
    state.startLoading(location)
    let client = self.client
    requests.start {
      try await client.radar(location)
    } deliver: { [weak self] result in
      self?.finish(result, for: location)
    } dropped: { [log] in
      log.write("radar: dropped a stale reply for \(location.name)")
    }
  }

  /// Replaces the client and drops the request in flight (see
  /// ``WeatherService/setClient(_:)``).
  public func setClient(_ client: RadarClient) {
    requests.cancel()
    self.client = client
    state.abandonLoading()
  }

  /// Starts the animation; does nothing when there is at most one map.
  public func play() {
    isPlaying = frames.count > 1
  }

  /// Stops the animation on the map showing.
  public func pause() {
    isPlaying = false
  }

  /// Plays when paused, pauses when playing.
  public func togglePlaying() {
    isPlaying ? pause() : play()
  }

  /// Moves `offset` maps forward (or back, when negative), wrapping around at either
  /// end so playback loops.
  public func step(by offset: Int = 1) {
    guard !frames.isEmpty else { return }
    let count = frames.count
    frameIndex = ((frameIndex + offset) % count + count) % count
  }

  private func finish(_ result: Result<Radar, any Error>, for location: Location) {
    state.finish(result, for: location, fetchedAt: clock.now(), source: "the radar client")
    if let error = state.error {
      log.write("radar: failed for \(location.name): \(error)")
    } else {
      if frames.count < 2 { isPlaying = false }
      // A refresh (auto-refresh, `r`) while the maps play keeps the animation where it
      // is, so it does not jump back to "now" every few minutes; otherwise the radar
      // shows the newest map that is not in the future.
      frameIndex =
        isPlaying
        ? frameIndex % frames.count : Self.indexOfLatestPast(in: frames, now: clock.now())
      log.write("radar: loaded \(frames.count) frames for \(location.name)")
    }
  }

  /// The newest map that is not in the future: what the radar shows "now".
  private static func indexOfLatestPast(in frames: [Radar.Frame], now: Date) -> Int {
    frames.lastIndex(where: { $0.time <= now }) ?? 0
  }
}

// MARK: - Settling

extension RadarService: Settling {
  /// Whether the latest request has been answered, or waits for time: asleep on the
  /// clock, or never answering (see ``WorkProgress``).
  public var isSettled: Bool { requests.isSettled }

  /// Waits until ``isSettled``, so a runtime or a test can look at a settled state.
  public func settled() async {
    await requests.settled()
  }
}
