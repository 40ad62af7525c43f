#if canImport(Testing)
  import Testing

  /// A Swift Testing trait that sets the snapshot mode and diff tool of a suite or a
  /// test: swift-snapshot-testing's `.snapshots(record:diffTool:)`.
  ///
  /// ```swift
  /// @Suite(.snapshots(record: .failed))
  /// struct BoardTests {
  ///   @Test(.snapshots(record: .all)) func rerecordsThisOne() { … }
  /// }
  /// ```
  ///
  /// Each test of the suite runs inside the scope, as
  /// ``withSnapshotTesting(record:diffTool:operation:)`` would run it, and a test's own
  /// trait is inside its suite's, so it wins. The scope is task-local: tests of other
  /// suites, running in parallel, are untouched.
  ///
  /// NB: this file and TestFailure.swift are the two that import Swift Testing; both
  /// are in TextSnapshots, which only test targets link (see Exports.swift).
  public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    /// What the trait sets; the rest comes from enclosing scopes.
    public let configuration: SnapshotConfiguration

    /// Applies to every test in the suite, and to the suites inside it.
    public var isRecursive: Bool { true }

    /// Runs `function` with ``configuration`` in force.
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      try await SnapshotConfiguration.$current.withValue(configuration.merged()) {
        try await function()
      }
    }
  }

  extension Trait where Self == SnapshotsTrait {
    /// Sets the snapshot mode and diff tool of a suite or test (see ``SnapshotsTrait``).
    ///
    /// - Parameters:
    ///   - record: The mode of its assertions; `nil` keeps the enclosing one.
    ///   - diffTool: The tool their failure messages name; `nil` keeps the enclosing one.
    public static func snapshots(
      record: SnapshotMode? = nil, diffTool: SnapshotDiffTool? = nil
    ) -> Self {
      SnapshotsTrait(configuration: SnapshotConfiguration(mode: record, diffTool: diffTool))
    }

    /// Sets the snapshot configuration of a suite or test.
    public static func snapshots(_ configuration: SnapshotConfiguration) -> Self {
      SnapshotsTrait(configuration: configuration)
    }
  }
#endif
