import Services

/// Steps the radar to its next map every `interval` of the injected clock while it is
/// playing, looping at the end.
///
/// The sequence it handles: ``RadarService/play()`` sets `isPlaying`; the binder starts
/// a loop that sleeps `interval` and calls ``RadarService/step(by:)``; `pause()` (or
/// new maps with fewer than two frames) clears `isPlaying` and the loop is cancelled.
/// The service never sleeps, so the Radar screen can also be stepped by hand.
@MainActor
public final class RadarPlayback: Binder {
  private let radar: RadarService
  private let clock: WallClock
  private let interval: Duration
  private let work = BinderWork()

  /// - Parameter interval: how long each map stays on screen while playing.
  public init(radar: RadarService, clock: WallClock, interval: Duration = .milliseconds(500)) {
    self.radar = radar
    self.clock = clock
    self.interval = interval
  }

  public func start() {
    guard
      work.observe(
        { [radar] in radar.isPlaying },
        react: { [weak self] playing in self?.playingChanged(playing) })
    else { return }
    playingChanged(radar.isPlaying)
  }

  public func stop() {
    work.stop()
  }

  public var isSettled: Bool { work.isSettled }

  public func settled() async {
    await work.settled()
  }

  private func playingChanged(_ playing: Bool) {
    work.cancelTimer()
    guard playing else { return }
    work.startTimer { [clock, interval, weak self] in
      do {
        // A jump of the clock past many intervals is one step of that many maps: the
        // map shown after it is the one stepping would show.
        for try await intervals in clock.timer(every: interval) {
          guard let self, self.radar.isPlaying else { return }
          self.radar.step(by: intervals)
        }
      } catch {
        return  // cancelled: paused, or stop()
      }
    }
  }
}
