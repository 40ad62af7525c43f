import Foundation

/// A value guarded by a lock, for the little state that is reached from several tasks
/// and threads: the manual clock's sleepers, HTTP exchanges in flight, the off-pool
/// reader, the test doubles' bookkeeping (which is why it is public).
///
/// `Synchronization.Mutex` would do, but needs macOS 15 and Stratus supports 14. This
/// is the app's one lock type; the snapshot library, which may not import Services,
/// keeps its only lock inside `SnapshotSession` and needs no type for it.
public final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  public init(_ value: Value) { self.value = value }

  /// Runs `body` with the value while holding the lock.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}
