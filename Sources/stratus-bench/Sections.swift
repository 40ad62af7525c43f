/// Every section of the report, in the order they run and print.
///
/// Sections are built one at a time, run, printed and dropped before the next is built:
/// the growth section's fixtures hold hundreds of MiB, and the start-up section must
/// run first, while this process is small, because a child started with `posix_spawn`
/// reports as its peak memory at least what its parent held when it started.
@MainActor
enum Sections {
  /// The section builders, in order, each with the prefixes of its benchmarks' names.
  static let builders: [(prefixes: [String], build: @MainActor () async throws -> any Section)] = [
    (["startup."], { StartupSection() }),
    (["width.", "render.", "frame.", "snapshot.", "diff."], { try await EngineSection() }),
    (["scenario."], { try await GatingSection() }),
    (["growth."], { try await GrowthSection() }),
  ]

  /// Whether a section whose names start with `prefixes` may hold a benchmark `filters`
  /// select. Building a section costs its fixtures (a launched app, 10,000 days), which a
  /// callgrind count of one benchmark should not pay, so a section is skipped when every
  /// filter names another section's benchmarks by their prefix.
  static func mayMatch(_ prefixes: [String], filters: [String]) -> Bool {
    let all = builders.flatMap(\.prefixes)
    return filters.isEmpty
      || filters.contains { filter in
        prefixes.contains { filter.hasPrefix($0) || $0.hasPrefix(filter) }
          || !all.contains { filter.hasPrefix($0) || $0.hasPrefix(filter) }
      }
  }
}
