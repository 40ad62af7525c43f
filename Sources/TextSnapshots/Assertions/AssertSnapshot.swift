import TextUI

/// Checks a frame against its golden file.
///
/// The golden is `Snapshots/<TestTarget>/<File>/<test>[.<name>].txt` under the package
/// root, found from the caller's `#filePath`. A missing golden is recorded and the test
/// fails ("recorded; run again"); a mismatch leaves the golden untouched, writes
/// `<golden>.new` and the whole diff beside it, and fails with the first hunks and the
/// changed cells. See ``SnapshotMode`` for the modes and the CI rule.
///
/// ```swift
/// @Test func rendersDashWhenTemperatureMissing() {
///   let frame = Renderer().render(NowView(props: .missingTemperature), width: 40, height: 12)
///   assertSnapshot(of: frame)
/// }
/// ```
///
/// Works from Swift Testing (the failure is recorded at the caller's line) and from
/// XCTest.
///
/// - Parameters:
///   - frame: The frame to check.
///   - name: Names this assertion's golden (`test.name.txt`). Without it, the first
///     unnamed assertion of a test is `test.txt`, the second `test.2.txt`, and so on.
///     A parameterised test must pass its arguments here, e.g. `"\(width)x\(height)"`.
///   - mode: Overrides `STRATUS_SNAPSHOTS` and the CI rule for this assertion.
///   - fileID: The caller's `#fileID`, where Swift Testing reports a failure.
///   - filePath: The caller's `#filePath`, which locates the golden and where XCTest
///     reports a failure.
///   - function: The caller's `#function`, which names the golden.
///   - line: The caller's `#line`, where a failure is reported.
///   - column: The caller's `#column`, where Swift Testing reports a failure.
public func assertSnapshot(
  of frame: Frame,
  named name: String? = nil,
  mode: SnapshotMode? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let caller = SnapshotCaller(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  assert(Snapshot(frame), named: name, mode: mode, caller: caller)
}

/// Renders `view` at `width` x `height` with a fresh `Renderer` and checks the frame
/// against its golden file, as
/// ``assertSnapshot(of:named:mode:fileID:filePath:function:line:column:)-(Frame,_,_,_,_,_,_,_)``
/// does.
///
/// A fresh renderer keeps no nodes from another test's passes, so no snapshot depends on
/// which tests ran before it.
@MainActor
public func assertSnapshot<V: View>(
  of view: V,
  width: Int,
  height: Int,
  named name: String? = nil,
  mode: SnapshotMode? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let frame = Renderer().render(view, width: width, height: height)
  let caller = SnapshotCaller(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  assert(Snapshot(frame), named: name, mode: mode, caller: caller)
}

/// Checks a render trace (which views were evaluated, redrawn, reused or evicted, and
/// why) against its golden file.
public func assertSnapshot(
  of trace: RenderTrace,
  named name: String? = nil,
  mode: SnapshotMode? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let caller = SnapshotCaller(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  assert(Snapshot(trace), named: name, mode: mode, caller: caller)
}

/// Checks any text against its golden file, one fenced row per line.
public func assertSnapshot(
  of text: String,
  named name: String? = nil,
  mode: SnapshotMode? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let caller = SnapshotCaller(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  assert(Snapshot(text: text), named: name, mode: mode, caller: caller)
}

private func assert(
  _ snapshot: Snapshot, named name: String?, mode: SnapshotMode?, caller: SnapshotCaller
) {
  let message = SnapshotAssertion.check(
    snapshot, named: name, mode: mode, testFile: "\(caller.filePath)", function: caller.function,
    isParameterizedCase: TestFailure.isInParameterizedCase)
  if let message { TestFailure.record(message, at: caller) }
}
