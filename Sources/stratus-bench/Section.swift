/// A part of the report: the benchmarks it times and the tables it prints from them.
///
/// A section builds its fixtures when it is created, so that only the operations under
/// test are timed; `main` then times the benchmarks `--filter` selects and asks for the
/// tables, which leave blank the figures of benchmarks not run.
@MainActor
protocol Section {
  /// Everything the section can time.
  var benchmarks: [Benchmark] { get }
  /// The section's tables, from the measurements taken, by benchmark name.
  func tables(_ measurements: [String: Measurement]) -> [Table]
}

extension [String: Measurement] {
  /// The median time of the benchmark called `name`, or no figure if it was not run.
  func median(_ name: String) -> Table.Value {
    self[name].map { .nanoseconds($0.medianNanoseconds) } ?? .none
  }

  /// How many times slower `numerator` is than `denominator`, when both were run.
  func ratio(_ numerator: String, to denominator: String) -> Table.Value {
    guard let top = self[numerator], let bottom = self[denominator] else { return .none }
    return .ratio(top.medianNanoseconds / bottom.medianNanoseconds)
  }

  /// The allocations of one iteration of the benchmark called `name`: no figure if it
  /// was not run, "—" where allocations are not counted.
  func allocations(_ name: String) -> Table.Value {
    self[name].map { .counted($0.allocationsPerIteration) } ?? .none
  }
}

extension Table.Value {
  /// A count, or "—" where this platform cannot count it (allocations off Linux).
  static func counted(_ count: Int?) -> Table.Value {
    count.map(Table.Value.count) ?? .unavailable
  }
}
