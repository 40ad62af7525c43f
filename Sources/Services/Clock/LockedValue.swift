import Foundation

/// A value guarded by a lock, for the little state that is reached from several tasks
/// (the manual clock's sleepers). `Synchronization.Mutex` would do, but needs macOS 15.
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
