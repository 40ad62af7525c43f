import Foundation

/// A limit on how many child processes the tests run at once.
///
/// Tests that run the built tool wait for it without holding a thread (see
/// ``onOwnThread(_:)``), so nothing else limits how many run together: a suite of tool
/// tests would start dozens of processes at once on two cores, and every test that
/// drives a terminal would poll its screen (a tmux client a poll) at the same time, so
/// that the processes they wait for could not get a core. A test takes a slot before it
/// starts a process and gives it back when the process has exited.
public final class ProcessSlots: @unchecked Sendable {
  /// The slots for short runs of the tool (and of `swift`): one per core.
  public static let shared = ProcessSlots(
    count: max(2, ProcessInfo.processInfo.activeProcessorCount))
  /// The slots for terminal sessions, which last a whole test: two at once.
  public static let terminals = ProcessSlots(count: 2)

  private let lock = NSLock()
  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Slots for `count` processes at once.
  public init(count: Int) {
    free = count
  }

  /// Runs `work` once a slot is free, and frees it when `work` returns.
  public func withSlot<T>(_ work: () async throws -> T) async rethrows -> T {
    await acquire()
    defer { release() }
    return try await work()
  }

  /// Waits until a slot is free and takes it; give it back with ``release()``.
  public func acquire() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isFree = lock.withLock {
        guard free == 0 else {
          free -= 1
          return true
        }
        waiting.append(continuation)
        return false
      }
      if isFree { continuation.resume() }
    }
  }

  /// Gives a slot back.
  public func release() {
    let next: CheckedContinuation<Void, Never>? = lock.withLock {
      guard !waiting.isEmpty else {
        free += 1
        return nil
      }
      return waiting.removeFirst()
    }
    next?.resume()
  }
}
