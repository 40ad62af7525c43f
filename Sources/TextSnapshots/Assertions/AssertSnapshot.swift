import TextUI

/// Checks the snapshot `strategy` makes of `value` against its golden file.
///
/// ```swift
/// @Test func rendersDashWhenTemperatureMissing() {
///   assertSnapshot(of: NowView(props: .missingTemperature), as: .frame(width: 40, height: 12))
/// }
///
/// @Test func derivesLoadedProps() {
///   assertSnapshot(of: container.props, as: .dump)
/// }
/// ```
///
/// The golden is `Snapshots/<TestTarget>/<File>/<test>[.<name>].txt` under the package
/// root, found from the caller's `#filePath`. A missing golden is recorded and the test
/// fails ("recorded; run again"); a mismatch leaves the golden untouched, writes
/// `<golden>.new` and the whole diff beside it, and fails with the first hunks (and, for
/// a frame, the changed cells). See ``SnapshotMode`` for the modes and the CI rule, and
/// ``Snapshotting`` for the strategies and how to make one.
///
/// Works from Swift Testing (the failure is recorded at the caller's line) and from
/// XCTest. A scope can set the mode for every assertion inside it:
/// ``withSnapshotTesting(record:diffTool:operation:)``, or the `.snapshots(record:)`
/// trait of a suite or test.
///
/// - Parameters:
///   - value: The value to check, evaluated once. An expression that throws needs no
///     `try` dance: an error it throws fails the assertion, and the message names it.
///   - strategy: How the value becomes text: `.frame`, `.frame(width:height:)`,
///     `.trace`, `.lines`, `.dump`, `.json`, or one of your own.
///   - name: Names this assertion's golden (`test.name.txt`). Without it, the first
///     unnamed assertion of a test is `test.txt`, the second `test.2.txt`, and so on.
///     A parameterised test must pass its arguments here, e.g. `"\(width)x\(height)"`.
///   - mode: Overrides a scope's mode, `STRATUS_SNAPSHOTS` and the CI rule for this
///     assertion. (swift-snapshot-testing calls it `record:`; see ``SnapshotMode`` for
///     why Stratus does not.)
///   - fileID: The caller's `#fileID`, where Swift Testing reports a failure.
///   - filePath: The caller's `#filePath`, which locates the golden and where XCTest
///     reports a failure.
///   - function: The caller's `#function`, which names the golden.
///   - line: The caller's `#line`, where a failure is reported.
///   - column: The caller's `#column`, where Swift Testing reports a failure.
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value>,
  named name: String? = nil,
  mode: SnapshotMode? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  SnapshotCaller(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column
  ).check(value, [(name, strategy)], mode: mode)
}
