/// One named piece of work to time.
///
/// The body runs exactly one iteration and is called through a stored closure, so the
/// optimiser cannot hoist loop-invariant work out of the timing loop: every call really
/// does the work. Fixtures are built before the benchmark is created, never inside the
/// body, so only the operation under test is timed.
///
/// Some work cannot be repeated as it is: a pass that draws a change needs a change to
/// draw. Such a benchmark has a `prepare` step that runs before every iteration, untimed
/// (changing a service and waiting for its binders to settle, which is asynchronous);
/// only `body` is timed, iteration by iteration.
///
/// Bodies are main-actor isolated because the rendering APIs are.
struct Benchmark {
  /// The stable name used by `--filter` and in reports, such as `width.ascii`.
  let name: String
  /// The bytes of input one iteration processes, for a throughput figure; `nil` when a
  /// throughput in bytes would mean nothing.
  let bytesPerIteration: Int?
  /// Sets the next iteration up, untimed; `nil` when the body can simply run again.
  let prepare: (@MainActor () async -> Void)?
  /// Runs one iteration and feeds its result to ``Sink``.
  let body: @MainActor () -> Void

  init(
    _ name: String, bytesPerIteration: Int? = nil,
    prepare: (@MainActor () async -> Void)? = nil, body: @escaping @MainActor () -> Void
  ) {
    self.name = name
    self.bytesPerIteration = bytesPerIteration
    self.prepare = prepare
    self.body = body
  }

  /// Runs `count` iterations and returns the time their bodies took, preparation
  /// excluded.
  ///
  /// Without a `prepare` step the whole batch is timed at once, so the clock's own cost
  /// is divided among the iterations; with one, each body is timed on its own.
  @MainActor
  func run(_ count: Int, on clock: ContinuousClock = ContinuousClock()) async -> Duration {
    guard let prepare else {
      let start = clock.now
      for _ in 0..<count { body() }
      return start.duration(to: clock.now)
    }
    var total = Duration.zero
    for _ in 0..<count {
      await prepare()
      let start = clock.now
      body()
      total += start.duration(to: clock.now)
    }
    return total
  }

  /// The heap allocations of one more iteration, its preparation excluded; `nil` where
  /// allocations are not counted.
  @MainActor
  func countAllocations() async -> Int? {
    await prepare?()
    return AllocationCounter.measure(body)?.allocations
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
