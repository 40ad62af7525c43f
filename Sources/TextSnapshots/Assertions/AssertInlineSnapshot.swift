import TextUI

/// Checks the snapshot `strategy` makes of `value` against the text its trailing
/// closure returns: an *inline* snapshot, which keeps the expected text in the test,
/// next to the code that makes it.
///
/// ```swift
/// assertInlineSnapshot(of: Badge(text: "OK"), as: .frame(width: 6, height: 1)) {
///   """
///   |[ OK ]|
///   """
/// }
/// ```
///
/// The literal holds the fenced rows of a golden file, without its header line. An empty
/// literal (or no closure) is recorded into the source and the test fails ("check it and
/// run again"). A mismatch fails with the diff and never edits the source: it adds an
/// entry to `<test file>.pending-snapshots`, which `stratus snapshots review`, `accept`
/// and `reject` act on. `STRATUS_SNAPSHOTS=failed` or `all` rewrite the literal in
/// place instead; on CI nothing is written. See Docs/Snapshots.md, "Inline snapshots".
///
/// Only one form can be rewritten: a trailing closure that holds just a multi-line
/// string literal (`"""` or raw `#"""`) without interpolation. Anything else fails with
/// a message naming the file and line.
///
/// - Parameters:
///   - value: The value to check; an error it throws fails the assertion, named.
///   - strategy: How the value becomes text (see ``Snapshotting``).
///   - mode: Overrides a scope's mode, `STRATUS_SNAPSHOTS` and the CI rule for this
///     assertion.
///   - fileID: The caller's `#fileID`, where Swift Testing reports a failure.
///   - filePath: The caller's `#filePath`: the source file whose literal is rewritten.
///   - function: The caller's `#function`: a rewrite checks that the call it found is
///     written in this function.
///   - line: The caller's `#line`, which finds the call in the source.
///   - column: The caller's `#column`, the call's opening parenthesis.
///   - expected: Returns the expected text; `nil` (no closure) records it.
public func assertInlineSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value>,
  mode: SnapshotMode? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column,
  matches expected: (() -> String)? = nil
) {
  let caller = SnapshotCaller(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  guard let made = caller.make(value) else { return }
  let message: String?
  do throws(SnapshotError) {
    message = InlineSnapshotAssertion.check(
      try strategy.snapshot(of: made), expected: expected?(), mode: mode,
      testFile: "\(caller.filePath)", function: caller.function, line: caller.line,
      column: caller.column)
  } catch {
    message = SnapshotAssertion.notMade(error, function: caller.function)
  }
  if let message { TestFailure.record(message, at: caller) }
}
