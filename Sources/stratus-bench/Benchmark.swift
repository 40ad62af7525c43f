/// One named piece of work to time.
///
/// The body runs exactly one iteration and is called through a stored closure, so the
/// optimiser cannot hoist loop-invariant work out of the timing loop: every call really
/// does the work. Fixtures are built before the benchmark is created, never inside the
/// body, so only the operation under test is timed.
///
/// Bodies are main-actor isolated because the rendering APIs are.
struct Benchmark {
  /// The stable name used by `--filter` and in reports, such as `width.ascii`.
  let name: String
  /// The bytes of input one iteration processes, for a throughput figure; `nil` when a
  /// throughput in bytes would mean nothing.
  let bytesPerIteration: Int?
  /// Runs one iteration and feeds its result to ``Sink``.
  let body: @MainActor () -> Void

  init(_ name: String, bytesPerIteration: Int? = nil, body: @escaping @MainActor () -> Void) {
    self.name = name
    self.bytesPerIteration = bytesPerIteration
    self.body = body
  }
}

/// Where benchmark bodies put their results, so the work that produced them is not dead
/// code.
///
/// `consume` is never inlined and folds every value into a checksum that `main` prints to
/// stderr at the end: the optimiser cannot prove a result unused, so it cannot drop the
/// call that computed it.
@MainActor
enum Sink {
  /// A running fold of every consumed value; meaningless except that it is observed.
  private(set) static var checksum: UInt64 = 0

  /// Folds `value` into ``checksum``.
  @inline(never)
  static func consume(_ value: Int) {
    checksum = checksum &* 31 &+ UInt64(truncatingIfNeeded: value)
  }

  /// Folds a flag into ``checksum``.
  static func consume(_ flag: Bool) {
    consume(flag ? 1 : 0)
  }
}
