import Foundation
import Services
import ServicesTestSupport
import Testing

@testable import Binders

@MainActor
@Suite struct RadarPlaybackTests {
  let harness = BinderHarness()

  func loadRadar(frames: Int) async {
    harness.radar.refresh(for: Place.a)
    await harness.radarReplies.waitForCalls(1)
    let frames = (0..<frames).map { index in
      Radar.Frame(
        time: FixtureTime.reference.addingTimeInterval(Double(index) * 900),
        millimetresPerHour: [[0]])
    }
    harness.radarReplies.reply(to: Place.a, with: .success(Radar(frames: frames)))
    await harness.radar.settled()
  }

  @Test func playingStepsEveryIntervalAndLoops() async {
    await loadRadar(frames: 3)
    let binder = RadarPlayback(
      radar: harness.radar, clock: harness.clock.clock, interval: .milliseconds(500))
    binder.start()
    defer { binder.stop() }
    harness.radar.play()
    await binder.settled()
    await harness.clock.waitForSleepers(1)

    var seen = [harness.radar.frameIndex]
    for _ in 0..<4 {
      await harness.clock.waitForSleepers(1)
      await harness.clock.advance(by: .milliseconds(500))
      seen.append(harness.radar.frameIndex)
    }
    #expect(seen == [0, 1, 2, 0, 1])
  }

  @Test func pausingStopsOnTheMapShowing() async {
    await loadRadar(frames: 3)
    let binder = RadarPlayback(
      radar: harness.radar, clock: harness.clock.clock, interval: .milliseconds(500))
    binder.start()
    defer { binder.stop() }
    harness.radar.play()
    await binder.settled()
    await harness.clock.waitForSleepers(1)
    await harness.clock.advance(by: .milliseconds(500))
    harness.radar.pause()
    await binder.settled()
    await harness.clock.advance(by: .seconds(10))
    #expect(harness.radar.frameIndex == 1)
    #expect(harness.clock.sleeperCount == 0)
  }
}
