/// Checks that two values are equal, and when they are not, fails with a diff of their
/// snapshots rather than the two values on one line each.
///
/// ```swift
/// @Test func fixturesAreTheContainersOwnOutput() {
///   assertEqual(props(.fixtures.toronto), .toronto)
/// }
/// ```
///
/// Equality is `==`'s; the strategy only explains a difference. With the default,
/// ``Snapshotting/dump``, a value is one field a line, so the failure shows the fields
/// that differ, in their place, with the lines around them (see
/// ``Snapshotting/difference(of:from:)``). Nothing is written: there is no golden.
///
/// - Parameters:
///   - actual: the value the code made.
///   - expected: the value it should equal.
///   - strategy: how a value becomes the text the diff compares.
///   - fileID: The caller's `#fileID`, where Swift Testing reports a failure.
///   - filePath: The caller's `#filePath`, where XCTest reports a failure.
///   - line: The caller's `#line`, where a failure is reported.
///   - column: The caller's `#column`, where Swift Testing reports a failure.
public func assertEqual<Value: Equatable>(
  _ actual: Value,
  _ expected: Value,
  as strategy: Snapshotting<Value> = .dump,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  guard actual != expected else { return }
  let caller = SnapshotCaller(
    fileID: fileID, filePath: filePath, function: "", line: line, column: column)
  TestFailure.record(
    "The values differ (- expected, + actual):\n"
      + strategy.difference(of: actual, from: expected),
    at: caller)
}
