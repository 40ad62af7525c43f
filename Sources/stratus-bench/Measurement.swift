/// The timing of one benchmark: per-iteration samples and the statistics reported.
///
/// One sample times a batch of iterations sized so that the batch takes at least
/// ``Plan/minimumSampleTime``: a single fast iteration is shorter than the clock's
/// resolution and overhead, and a batch divides both away. The median and p90 of the
/// samples resist the outliers (scheduling, page faults) that would skew a mean.
struct Measurement {
  /// How long to run, and how finely to sample.
  struct Plan {
    /// Time spent running the body before measuring, to fill caches and settle
    /// allocations; also estimates the cost of one iteration.
    var warmUp: Duration = .milliseconds(50)
    /// The least time one sample should take.
    var minimumSampleTime: Duration = .milliseconds(1)
    /// How long to keep collecting samples.
    var sampling: Duration = .milliseconds(500)
    /// The fewest samples taken, however long they take.
    var minimumSamples = 15
  }

  /// The benchmark's name.
  let name: String
  /// The number of timed iterations, over all samples.
  let iterations: Int
  /// The median time of one iteration, in nanoseconds.
  let medianNanoseconds: Double
  /// The 90th percentile time of one iteration, in nanoseconds.
  let p90Nanoseconds: Double
  /// Throughput in megabytes (10^6 bytes) per second at the median, for benchmarks that
  /// process a known number of bytes.
  let megabytesPerSecond: Double?
  /// The heap allocations of one iteration, counted exactly on an iteration run apart
  /// after the timed ones (so counting costs the timings nothing); `nil` where
  /// allocations are not counted (see ``AllocationCounter``).
  let allocationsPerIteration: Int?

  /// Warms `benchmark` up, sizes its batches and samples it according to `plan`.
  ///
  /// Elapsed times count only the benchmark's bodies (see ``Benchmark/run(_:on:)``), but
  /// the warm-up and sampling budgets are wall time, preparation included, so a
  /// benchmark with a slow `prepare` takes fewer samples rather than longer.
  @MainActor
  init(of benchmark: Benchmark, plan: Plan = Plan()) async {
    let clock = ContinuousClock()

    var warmUpIterations = 0
    var warmUpElapsed = Duration.zero
    let warmUpStart = clock.now
    repeat {
      warmUpElapsed += await benchmark.run(1, on: clock)
      warmUpIterations += 1
    } while warmUpStart.duration(to: clock.now) < plan.warmUp

    let perIteration = warmUpElapsed.nanoseconds / Double(warmUpIterations)
    let target = plan.minimumSampleTime.nanoseconds
    let batch = max(1, Int((target / max(perIteration, 1)).rounded(.up)))

    var samples: [Double] = []
    let samplingStart = clock.now
    repeat {
      let elapsed = await benchmark.run(batch, on: clock)
      samples.append(elapsed.nanoseconds / Double(batch))
    } while samples.count < plan.minimumSamples
      || samplingStart.duration(to: clock.now) < plan.sampling

    samples.sort()
    let median = Measurement.percentile(0.5, ofSorted: samples)
    self.name = benchmark.name
    self.iterations = samples.count * batch
    self.medianNanoseconds = median
    self.p90Nanoseconds = Measurement.percentile(0.9, ofSorted: samples)
    self.megabytesPerSecond = benchmark.bytesPerIteration.map { bytes in
      Double(bytes) / (median / 1e9) / 1e6
    }
    self.allocationsPerIteration = await benchmark.countAllocations()
  }

  /// The `fraction` percentile of sorted, non-empty values, interpolating linearly
  /// between the two nearest ranks (so the 0.5 percentile is the usual median).
  static func percentile(_ fraction: Double, ofSorted values: [Double]) -> Double {
    precondition(!values.isEmpty, "no samples")
    let position = fraction * Double(values.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, values.count - 1)
    let weight = position - Double(lower)
    return values[lower] + (values[upper] - values[lower]) * weight
  }
}

extension Duration {
  /// The duration in nanoseconds, with its sub-nanosecond part as a fraction.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
