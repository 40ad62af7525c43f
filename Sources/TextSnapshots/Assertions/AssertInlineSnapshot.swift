import TextUI

/// Renders `view` at `width` x `height` with a fresh `Renderer` and checks the frame
/// against the text its trailing closure returns: an *inline* snapshot, which keeps the
/// expected frame in the test, next to the code that draws it.
///
/// ```swift
/// assertInlineSnapshot(of: Badge(text: "OK"), width: 6, height: 1) {
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
///   - view: The view to render.
///   - width: The frame's width in columns.
///   - height: The frame's height in rows.
///   - mode: Overrides `STRATUS_SNAPSHOTS` and the CI rule for this assertion.
///   - fileID: The caller's `#fileID`, where Swift Testing reports a failure.
///   - filePath: The caller's `#filePath`: the source file whose literal is rewritten.
///   - function: The caller's `#function`: a rewrite checks that the call it found is
///     written in this function.
///   - line: The caller's `#line`, which finds the call in the source.
///   - column: The caller's `#column`, the call's opening parenthesis.
///   - expected: Returns the expected text; `nil` (no closure) records it.
@MainActor
public func assertInlineSnapshot<V: View>(
  of view: V,
  width: Int,
  height: Int,
  mode: SnapshotMode? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column,
  matches expected: (() -> String)? = nil
) {
  let frame = Renderer().render(view, width: width, height: height)
  let caller = SnapshotCaller(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  assertInline(Snapshot(frame), expected: expected, mode: mode, caller: caller)
}

/// Checks a frame against the text its trailing closure returns, as
/// ``assertInlineSnapshot(of:width:height:mode:fileID:filePath:function:line:column:matches:)``
/// does for a view.
public func assertInlineSnapshot(
  of frame: Frame,
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
  assertInline(Snapshot(frame), expected: expected, mode: mode, caller: caller)
}

/// Checks a render trace against the text its trailing closure returns.
public func assertInlineSnapshot(
  of trace: RenderTrace,
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
  assertInline(Snapshot(trace), expected: expected, mode: mode, caller: caller)
}

/// Checks any text against the text its trailing closure returns, one fenced row per
/// line.
public func assertInlineSnapshot(
  of text: String,
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
  assertInline(Snapshot(text: text), expected: expected, mode: mode, caller: caller)
}

private func assertInline(
  _ snapshot: Snapshot, expected: (() -> String)?, mode: SnapshotMode?, caller: SnapshotCaller
) {
  let message = InlineSnapshotAssertion.check(
    snapshot, expected: expected?(), mode: mode, testFile: "\(caller.filePath)",
    function: caller.function, line: caller.line, column: caller.column)
  if let message { TestFailure.record(message, at: caller) }
}
