import Application
import Foundation
import Services
import Testing
import TextUI

/// A `tick` costs what happens in it, not its length: a timer that comes due many times
/// in the span fires once, and the app ends where stepping through the span leaves it.
@MainActor
@Suite struct ClockJumpTests {
  @Test func aJumpLeavesTheFrameAndTraceThatSteppingThroughTheSpanLeaves() async throws {
    // Not a whole number of either timer's periods, so each fires last before the end.
    let span = Duration.seconds(47 * 60 + 13) + .milliseconds(250)
    let jumpingClock = ManualClock(now: FixtureTime.reference)
    let jumped = try await radarPlaying(on: jumpingClock)
    try await jumped.send(.tick(span))

    let steppingClock = ManualClock(now: FixtureTime.reference)
    let stepped = try await radarPlaying(on: steppingClock)
    // Stepped as `tick 500ms` would, a playback interval at a time, the app settling
    // after each wake; then drawn once, as the jump is.
    let graph = stepped.graph
    let step = Duration.milliseconds(500)
    var left = span
    while left >= step {
      await steppingClock.advance(by: step) { await graph.settled() }
      left -= step
    }
    await steppingClock.advance(by: left) { await graph.settled() }
    try await stepped.send(.tick(.zero))

    #expect(jumpingClock.wakeCount == 2, "the auto-refresh and the playback, once each")
    #expect(steppingClock.wakeCount == 5_666 + 4, "every half second, and every 10 minutes")
    #expect(jumped.graph.radar.frameIndex == stepped.graph.radar.frameIndex)
    #expect(jumped.frame == stepped.frame)
    #expect(jumped.traceText == stepped.traceText)
    #expect(jumped.frame.text().contains("Updated 7 min ago"), "refreshed at 40 minutes")
  }

  @Test func aTickOfAHundredThousandHoursWakesEachTimerOnce() async throws {
    let clock = ManualClock(now: FixtureTime.reference)
    let runtime = try await radarPlaying(on: clock)
    let radar = runtime.graph.radar
    let index = radar.frameIndex
    try await runtime.send(.tick(.seconds(100_000 * 3600)))
    #expect(clock.wakeCount == 2, "the auto-refresh and the playback, once each")
    let steps = 100_000 * 3600 * 2
    #expect(radar.frameIndex == (index + steps) % radar.frames.count)
    #expect(runtime.frame.text().contains("Updated just now"))
  }

  /// A started, tracing runtime on `clock`, showing the Radar tab with its maps playing:
  /// the auto-refresh (every 10 minutes) and the playback (every half second) both run.
  private func radarPlaying(on clock: ManualClock) async throws -> AppRuntime {
    let runtime = try AppRuntime(
      configuration: AppConfiguration(clock: .manual(clock)), tracing: true)
    await runtime.start()
    try await runtime.send(.key("3"))
    try await runtime.send(.key(" "))
    #expect(runtime.graph.radar.isPlaying)
    return runtime
  }
}
