import TextUI

/// Checks one value with several strategies, each against its own golden, named by its
/// key: `test.<key>.txt` (or the strategy's `pathExtension`).
///
/// ```swift
/// assertSnapshots(of: build, as: ["props": .dump, "wire": .json])
/// ```
///
/// The value is made once; an error it throws is one failure, named. The strategies are
/// checked in the order of their keys, so their failures read the same on every run.
///
/// - Parameters:
///   - value: The value to check.
///   - strategies: The strategies, by the name each golden takes.
///   - mode: Overrides a scope's mode, `STRATUS_SNAPSHOTS` and the CI rule.
///   - fileID: The caller's `#fileID`, where Swift Testing reports a failure.
///   - filePath: The caller's `#filePath`, which locates the goldens.
///   - function: The caller's `#function`, which names the goldens.
///   - line: The caller's `#line`, where a failure is reported.
///   - column: The caller's `#column`, where Swift Testing reports a failure.
public func assertSnapshots<Value>(
  of value: @autoclosure () throws -> Value,
  as strategies: [String: Snapshotting<Value>],
  mode: SnapshotMode? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let sorted = strategies.sorted { $0.key < $1.key }
  SnapshotCaller(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column
  ).check(value, sorted.map { ($0.key, $0.value) }, mode: mode)
}

/// Checks one value with several strategies, each against its own golden, numbered as
/// unnamed assertions are: `test.txt`, `test.2.txt`, … (or each strategy's
/// `pathExtension`).
///
/// ```swift
/// assertSnapshots(of: build, as: [.dump, .json])
/// ```
///
/// The value is made once; an error it throws is one failure, named.
///
/// - Parameters:
///   - value: The value to check.
///   - strategies: The strategies, checked in order.
///   - mode: Overrides a scope's mode, `STRATUS_SNAPSHOTS` and the CI rule.
///   - fileID: The caller's `#fileID`, where Swift Testing reports a failure.
///   - filePath: The caller's `#filePath`, which locates the goldens.
///   - function: The caller's `#function`, which names the goldens.
///   - line: The caller's `#line`, where a failure is reported.
///   - column: The caller's `#column`, where Swift Testing reports a failure.
public func assertSnapshots<Value>(
  of value: @autoclosure () throws -> Value,
  as strategies: [Snapshotting<Value>],
  mode: SnapshotMode? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  SnapshotCaller(
    fileID: fileID, filePath: filePath, function: function, line: line, column: column
  ).check(value, strategies.map { (nil, $0) }, mode: mode)
}
