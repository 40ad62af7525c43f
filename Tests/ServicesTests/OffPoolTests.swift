import Foundation
import Testing

@testable import Services

/// Blocking work runs on a thread of its own: however long it blocks, the caller gets an
/// answer at the deadline, and the cooperative pool stays free for everyone else.
@Suite struct OffPoolTests {
  private let late = ClientError.io(source: "test", reason: "could not be read within 1 s")

  @Test func workReturnsItsValue() async throws {
    let value = try await OffPool.run(deadline: .seconds(60), timedOut: late) { 42 }
    #expect(value == 42)
  }

  @Test func workThrowsItsError() async {
    let error = ClientError.io(source: "f", reason: "could not be read (permission denied)")
    await #expect(throws: error) {
      try await OffPool.run(deadline: .seconds(60), timedOut: late) { throw error }
    }
  }

  @Test func workThatNeverEndsTimesOut() async {
    let blocker = DispatchSemaphore(value: 0)
    defer { blocker.signal() }
    await #expect(throws: late) {
      try await OffPool.run(deadline: .milliseconds(50), timedOut: late) { blocker.wait() }
    }
  }

  /// More blocked calls than the pool has threads, all at once: were they on the pool, the
  /// last task below could never run. Every call ends at its deadline instead.
  @Test func blockedWorkDoesNotHoldThePool() async {
    let blocker = DispatchSemaphore(value: 0)
    let count = ProcessInfo.processInfo.activeProcessorCount * 4
    defer { for _ in 0..<count { blocker.signal() } }
    let outcomes = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<count {
        group.addTask {
          do {
            try await OffPool.run(deadline: .milliseconds(200), timedOut: late) {
              blocker.wait()
            }
            return false
          } catch {
            return error as? ClientError == late
          }
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(outcomes == Array(repeating: true, count: count))
  }

  /// Each call has a thread of its own: calls stuck for good do not hold up the next.
  @Test func stuckCallsDoNotHoldUpTheNext() async throws {
    let blocker = DispatchSemaphore(value: 0)
    let stuck = ProcessInfo.processInfo.activeProcessorCount * 4
    defer { for _ in 0..<stuck { blocker.signal() } }
    let started = DispatchSemaphore(value: 0)
    for _ in 0..<stuck {
      Task {
        try await OffPool.run(deadline: .seconds(60), timedOut: late) {
          started.signal()
          blocker.wait()
        }
      }
    }
    // Off the pool too, wait until every one of them holds its thread.
    try await OffPool.run(deadline: .seconds(60), timedOut: late) {
      for _ in 0..<stuck { started.wait() }
    }
    let value = try await OffPool.run(deadline: .seconds(60), timedOut: late) { "answered" }
    #expect(value == "answered")
  }

  @Test func cancellingTheCallerEndsTheWait() async {
    let blocker = DispatchSemaphore(value: 0)
    defer { blocker.signal() }
    let task = Task {
      try await OffPool.run(deadline: .seconds(60), timedOut: late) { blocker.wait() }
    }
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
  }
}
