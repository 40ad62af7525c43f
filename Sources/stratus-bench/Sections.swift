/// Every section of the report, in the order they run and print.
///
/// Sections are built one at a time, run, printed and dropped before the next is built:
/// the growth section's fixtures hold hundreds of MiB, and the start-up section must
/// run first, while this process is small, because a child started with `posix_spawn`
/// reports as its peak memory at least what its parent held when it started.
@MainActor
enum Sections {
  /// The section builders, in order.
  static let builders: [@MainActor () async throws -> any Section] = [
    { StartupSection() },
    { try await EngineSection() },
    { try await GatingSection() },
    { try await GrowthSection() },
  ]
}
