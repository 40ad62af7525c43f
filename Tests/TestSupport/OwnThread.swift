import Foundation

/// Runs `work`, which blocks (waits for a child process, sleeps between polls), on a
/// thread of its own, and suspends until it returns.
///
/// Swift Testing runs tests in parallel on the threads Swift concurrency shares among
/// all tasks: one per core, so two on CI. A test that waited for a child process on one
/// of them would take that thread from every other test for as long as the child runs,
/// and a test with a deadline (a client's 0.5 s timeout, a cancel that must beat a 50 s
/// one) would see it pass while it waited for a thread to run on. Everything here that
/// blocks goes through this function, so a tool test costs other tests nothing.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread { continuation.resume(with: Swift.Result { try work() }) }
  }
}
