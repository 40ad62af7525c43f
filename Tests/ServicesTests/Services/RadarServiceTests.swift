import Foundation
import Services
import ServicesTestSupport
import Testing

@MainActor
@Suite struct RadarServiceTests {
  let clock = ManualClock(now: TestPlace.start)

  /// A service that has loaded `frames` maps, each from a client of its own.
  func loadedService(frames: Int) async -> RadarService {
    let gate = ReplyGate<Location, Radar>()
    let service = RadarService(client: RadarClient(radar: gate.call), clock: clock.clock)
    service.refresh(for: TestPlace.a)
    await gate.waitForCalls(1)
    // Four maps in the past, the rest in the future.
    let radar = TestPlace.radar(frames: frames, from: TestPlace.start.addingTimeInterval(-3600))
    gate.reply(to: TestPlace.a, with: .success(radar))
    await service.settled()
    return service
  }

  @Test func loadingShowsTheNewestMapThatIsNotInTheFuture() async {
    let service = await loadedService(frames: 8)
    #expect(service.frames.count == 8)
    #expect(service.frameIndex == 4)
    #expect(service.currentFrame?.time == TestPlace.start)
  }

  @Test func steppingWrapsAroundBothEnds() async {
    let service = await loadedService(frames: 8)
    service.step(by: 3)
    #expect(service.frameIndex == 7)
    service.step()
    #expect(service.frameIndex == 0)
    service.step(by: -1)
    #expect(service.frameIndex == 7)
  }

  @Test func aRefreshWhilePlayingKeepsTheAnimationWhereItIs() async {
    let gate = ReplyGate<Location, Radar>()
    let service = RadarService(client: RadarClient(radar: gate.call), clock: clock.clock)
    let radar = TestPlace.radar(frames: 8, from: TestPlace.start.addingTimeInterval(-3600))
    service.refresh(for: TestPlace.a)
    await gate.waitForCalls(1)
    gate.reply(to: TestPlace.a, with: .success(radar))
    await service.settled()
    service.play()
    service.step(by: 2)
    #expect(service.frameIndex == 6)
    service.refresh(for: TestPlace.a)
    await gate.waitForCalls(2)
    gate.reply(to: TestPlace.a, with: .success(radar))
    await service.settled()
    #expect(service.frameIndex == 6, "playing: the animation goes on from where it was")
    service.pause()
    service.refresh(for: TestPlace.a)
    await gate.waitForCalls(3)
    gate.reply(to: TestPlace.a, with: .success(radar))
    await service.settled()
    #expect(service.frameIndex == 4, "paused: back to the newest map not in the future")
  }

  @Test func playingNeedsAtLeastTwoMaps() async {
    let one = await loadedService(frames: 1)
    one.play()
    #expect(!one.isPlaying)

    let many = await loadedService(frames: 3)
    many.togglePlaying()
    #expect(many.isPlaying)
    many.togglePlaying()
    #expect(!many.isPlaying)
  }

  @Test func noMapsMeansNoFrameAndSteppingDoesNothing() {
    let service = RadarService(
      client: .failing { Issue.record(Comment(rawValue: $0)) }, clock: clock.clock)
    service.step()
    #expect(service.currentFrame == nil)
    #expect(service.frameIndex == 0)
  }
}
