import Foundation

/// A value guarded by a lock, for the little shared state the assertions keep (the
/// names claimed in this process, the package roots found, the ledger handle).
///
/// Swift Testing runs tests in parallel threads, so this state is reached concurrently.
/// `Synchronization.Mutex` would do the same but needs macOS 15; Stratus supports 14.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with the value while holding the lock.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
