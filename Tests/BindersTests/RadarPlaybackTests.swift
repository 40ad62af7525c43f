import Foundation
import Services
import ServicesTestSupport
import Testing

@testable import Binders

@MainActor
@Suite struct RadarPlaybackTests {
  let harness = BinderHarness()

  /// Loads three maps, starts a playback binder and plays, waiting until the binder
  /// sleeps on the clock for its first step.
  func startPlaying() async -> RadarPlayback {
    harness.radar.refresh(for: TestPlace.a)
    await harness.radarReplies.waitForCalls(1)
    harness.radarReplies.reply(to: TestPlace.a, with: .success(TestPlace.radar(frames: 3)))
    await harness.radar.settled()
    let binder = RadarPlayback(
      radar: harness.radar, clock: harness.clock.clock, interval: .milliseconds(500))
    binder.start()
    harness.radar.play()
    await binder.settled()
    await harness.clock.waitForSleepers(1)
    return binder
  }

  @Test func playingStepsEveryIntervalAndLoops() async {
    let binder = await startPlaying()
    defer { binder.stop() }

    var seen = [harness.radar.frameIndex]
    for _ in 0..<4 {
      await harness.clock.waitForSleepers(1)
      await harness.clock.advance(by: .milliseconds(500))
      seen.append(harness.radar.frameIndex)
    }
    #expect(seen == [0, 1, 2, 0, 1])
  }

  @Test func pausingStopsOnTheMapShowing() async {
    let binder = await startPlaying()
    defer { binder.stop() }
    await harness.clock.advance(by: .milliseconds(500))
    harness.radar.pause()
    await binder.settled()
    await harness.clock.advance(by: .seconds(10))
    #expect(harness.radar.frameIndex == 1)
    #expect(harness.clock.sleeperCount == 0)
  }

  @Test func aJumpOfManyIntervalsStepsThatManyMapsInOneWake() async {
    let binder = await startPlaying()
    defer { binder.stop() }
    let wakes = harness.clock.wakeCount
    await harness.clock.advance(by: .seconds(10))
    #expect(harness.radar.frameIndex == 20 % 3, "20 steps of half a second over 3 maps")
    #expect(harness.clock.wakeCount == wakes + 1)
  }
}
