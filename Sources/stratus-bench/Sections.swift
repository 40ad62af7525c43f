/// Every section of the report, in the order they print.
@MainActor
enum Sections {
  /// Builds every section. All are built whatever `--filter` selects, since a filter
  /// matches benchmark names, which only a built section knows; building takes well
  /// under a second.
  static func build() async throws -> [any Section] {
    [
      try await EngineSection(),
      try await GatingSection(),
    ]
  }
}
