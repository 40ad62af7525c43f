import TextUI

// swift-snapshot-testing's assertions take `record:`; Stratus's take `mode:`, for two
// reasons. A mode says when a golden may be written, and in Stratus even `.never`
// writes: a mismatch leaves a pending `.new` to review, so `record: .never` would
// promise less than happens. And one word serves everywhere the choice is made: the
// `mode:` argument, `SnapshotMode`, `STRATUS_SNAPSHOTS` and the docs' table of modes.
//
// What a user moving over types still builds: `record: .all` and the rest, with a
// deprecation warning whose fix-it renames the label (the values are the same four), and
// `record: true`, with an error that says what to write. The scopes keep their
// swift-snapshot-testing name and label, `withSnapshotTesting(record:)` and
// `.snapshots(record:)`, since there the whole call is theirs.

/// `assertSnapshot(of:as:record:)` as swift-snapshot-testing spells it: use `mode:`.
@available(
  *, deprecated,
  renamed: "assertSnapshot(of:as:named:mode:fileID:filePath:function:line:column:)",
  message: "Stratus calls it mode: (the same four values)"
)
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value>,
  named name: String? = nil, record: SnapshotMode,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: try value(), as: strategy, named: name, mode: record, fileID: fileID,
    filePath: filePath, function: function, line: line, column: column)
}

/// swift-snapshot-testing's old `record: true`: Stratus has modes instead.
@available(
  *, unavailable,
  message: "record: true is mode: .all in Stratus; record: false is the default (no argument)"
)
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value>,
  named name: String? = nil, record: Bool,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  fatalError("unavailable")
}

/// `assertSnapshots(of:as:record:)` with named strategies: use `mode:`.
@available(
  *, deprecated, renamed: "assertSnapshots(of:as:mode:fileID:filePath:function:line:column:)",
  message: "Stratus calls it mode: (the same four values)"
)
public func assertSnapshots<Value>(
  of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value>],
  record: SnapshotMode,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshots(
    of: try value(), as: strategies, mode: record, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// `assertSnapshots(of:as:record:)` with a list of strategies: use `mode:`.
@available(
  *, deprecated, renamed: "assertSnapshots(of:as:mode:fileID:filePath:function:line:column:)",
  message: "Stratus calls it mode: (the same four values)"
)
public func assertSnapshots<Value>(
  of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value>],
  record: SnapshotMode,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshots(
    of: try value(), as: strategies, mode: record, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// `verifySnapshot(of:as:record:)` as swift-snapshot-testing spells it: use `mode:`.
@available(
  *, deprecated, renamed: "verifySnapshot(of:as:named:mode:filePath:function:)",
  message: "Stratus calls it mode: (the same four values)"
)
public func verifySnapshot<Value>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value>,
  named name: String? = nil, record: SnapshotMode,
  filePath: StaticString = #filePath, function: String = #function
) -> String? {
  verifySnapshot(
    of: try value(), as: strategy, named: name, mode: record, filePath: filePath,
    function: function)
}

/// `assertInlineSnapshot(of:as:record:)` as swift-snapshot-testing spells it: use `mode:`.
@available(
  *, deprecated,
  renamed: "assertInlineSnapshot(of:as:mode:fileID:filePath:function:line:column:matches:)",
  message: "Stratus calls it mode: (the same four values)"
)
public func assertInlineSnapshot<Value>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value>,
  record: SnapshotMode,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column, matches expected: (() -> String)? = nil
) {
  assertInlineSnapshot(
    of: try value(), as: strategy, mode: record, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column, matches: expected)
}
