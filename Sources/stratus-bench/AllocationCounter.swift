import AllocationCounting

/// Exact counts of the heap allocations a piece of work makes, and of the heap bytes it
/// leaves held, on the calling thread.
///
/// The counts come from `AllocationCounting`, a C target that takes over `malloc` and
/// `free` in this executable (and in the test binary that links it), so every allocation
/// is seen, the Swift runtime's included. They are exact and repeatable where timings
/// are not, so tests can assert them. Linux (glibc) only: elsewhere ``measure(_:)``
/// returns `nil` and tables print "—".
enum AllocationCounter {
  /// What ``measure(_:)`` counted.
  struct Counts: Equatable {
    /// The blocks allocated (a `realloc` counts as one).
    var allocations: Int
    /// The bytes allocated less the bytes freed: what the work left held (negative when
    /// it freed more than it allocated).
    var bytes: Int
  }

  /// Whether this process counts its allocations.
  static var isAvailable: Bool { stratus_allocation_counting_is_available() }

  /// The allocations `body` makes and the bytes it leaves held, on this thread; `nil`
  /// where allocations are not counted.
  ///
  /// Only this thread's allocations are counted: work `body` hands to another thread is
  /// not, and a block freed on another thread is subtracted there.
  static func measure(_ body: () throws -> Void) rethrows -> Counts? {
    guard isAvailable else { return nil }
    stratus_allocation_counting_start()
    defer { stratus_allocation_counting_stop() }
    let allocations = stratus_allocation_count()
    let bytes = stratus_allocated_bytes()
    try body()
    return Counts(
      allocations: Int(stratus_allocation_count() - allocations),
      bytes: Int(stratus_allocated_bytes() - bytes))
  }
}
