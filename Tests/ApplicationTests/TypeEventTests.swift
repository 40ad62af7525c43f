import Application
import Foundation
import Services
import Testing
import TextUI

/// What typing costs: the same for every character, however long the text, and a
/// bounded record of it when tracing.
@MainActor
@Suite struct TypeEventTests {
  @Test func charactersThatChangeNothingDrawNoPass() async throws {
    let runtime = try AppRuntime(configuration: AppConfiguration(), tracing: true)
    await runtime.start()
    let before = runtime.frame
    // No view binds z: each character settles, finds nothing to draw and draws nothing.
    try await runtime.send(.type(String(repeating: "z", count: 500)))
    #expect(runtime.passCount == 1, "the one pass every event ends with")
    #expect(runtime.frame == before)
  }

  @Test func aLongTypeKeepsTheTracesOfItsLastPassesAndCountsTheRest() async throws {
    let runtime = try AppRuntime(configuration: AppConfiguration(), tracing: true)
    await runtime.start()
    try await runtime.send(.key("3"))
    // Space plays and pauses the radar: every character changes the screen.
    let toggles = AppRuntime.maximumKeptTraces + 100
    try await runtime.send(.type(String(repeating: " ", count: toggles)))
    #expect(runtime.passCount > AppRuntime.maximumKeptTraces)
    #expect(runtime.traces.count == AppRuntime.maximumKeptTraces)
    #expect(runtime.droppedTraceCount == runtime.passCount - AppRuntime.maximumKeptTraces)
    let dropped = runtime.droppedTraceCount
    let lines = runtime.traceText.split(separator: "\n")
    #expect(
      lines.first
        == "(passes 1 to \(dropped) not kept: an event keeps the traces of its last 1000 passes)")
    #expect(lines.dropFirst().first == "pass \(dropped + 1)")
    #expect(runtime.graph.radar.isPlaying == !toggles.isMultiple(of: 2))
  }
}
