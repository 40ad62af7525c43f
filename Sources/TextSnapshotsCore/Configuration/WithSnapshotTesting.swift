/// Runs `operation` with its snapshot assertions in the mode `record` and their failure
/// messages naming `diffTool`: swift-snapshot-testing's scoped configuration, by the
/// same name.
///
/// ```swift
/// withSnapshotTesting(record: .all) {
///   assertSnapshot(of: first, as: .dump)
///   assertSnapshot(of: second, as: .dump)
/// }
///
/// final class BoardTests: XCTestCase {
///   override func invokeTest() {
///     withSnapshotTesting(record: .failed) { super.invokeTest() }
///   }
/// }
/// ```
///
/// The setting is task-local (see ``SnapshotConfiguration``): it reaches every assertion
/// `operation` makes, and the tasks it starts, and no other test. A `nil` argument keeps
/// what an enclosing scope set. The label is `record:`, as swift-snapshot-testing spells
/// it; the values are Stratus's modes, which are its four: `.never`, `.missing`,
/// `.failed`, `.all`.
///
/// - Parameters:
///   - record: The mode of the assertions inside (see ``SnapshotMode``).
///   - diffTool: The tool their failure messages name (see ``SnapshotDiffTool``).
///   - operation: The code to run.
/// - Returns: What `operation` returns.
public func withSnapshotTesting<R>(
  record: SnapshotMode? = nil,
  diffTool: SnapshotDiffTool? = nil,
  operation: () throws -> R
) rethrows -> R {
  try SnapshotConfiguration.$current.withValue(
    SnapshotConfiguration(mode: record, diffTool: diffTool).merged(), operation: operation)
}

/// Runs the asynchronous `operation` with its snapshot assertions in the mode `record`
/// and their failure messages naming `diffTool`, as
/// ``withSnapshotTesting(record:diffTool:operation:)`` runs a synchronous one.
public func withSnapshotTesting<R>(
  record: SnapshotMode? = nil,
  diffTool: SnapshotDiffTool? = nil,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await SnapshotConfiguration.$current.withValue(
    SnapshotConfiguration(mode: record, diffTool: diffTool).merged(), operation: operation,
    isolation: isolation)
}
