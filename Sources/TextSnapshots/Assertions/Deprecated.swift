import TextUI

// The assertions before strategies, kept for one release so that a package using them
// builds with a warning that names the new form, not an error.

/// Checks a frame against its golden file: `assertSnapshot(of: frame, as: .frame)`.
@available(*, deprecated, message: "use assertSnapshot(of: frame, as: .frame)")
public func assertSnapshot(
  of frame: Frame, named name: String? = nil, mode: SnapshotMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: frame, as: .frame, named: name, mode: mode, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// Renders a view and checks the frame: `assertSnapshot(of: view, as: .frame(width:height:))`.
@available(*, deprecated, message: "use assertSnapshot(of: view, as: .frame(width:height:))")
@MainActor
public func assertSnapshot<V: View>(
  of view: V, width: Int, height: Int, named name: String? = nil, mode: SnapshotMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: view, as: .frame(width: width, height: height), named: name, mode: mode,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Checks a render trace against its golden file: `assertSnapshot(of: trace, as: .trace)`.
@available(*, deprecated, message: "use assertSnapshot(of: trace, as: .trace)")
public func assertSnapshot(
  of trace: RenderTrace, named name: String? = nil, mode: SnapshotMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: trace, as: .trace, named: name, mode: mode, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// Checks text against its golden file: `assertSnapshot(of: text, as: .lines)`.
@available(*, deprecated, message: "use assertSnapshot(of: text, as: .lines)")
public func assertSnapshot(
  of text: String, named name: String? = nil, mode: SnapshotMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  assertSnapshot(
    of: text, as: .lines, named: name, mode: mode, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// Renders a view and checks the frame inline: `as: .frame(width:height:)`.
@available(*, deprecated, message: "use assertInlineSnapshot(of: view, as: .frame(width:height:))")
@MainActor
public func assertInlineSnapshot<V: View>(
  of view: V, width: Int, height: Int, mode: SnapshotMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column, matches expected: (() -> String)? = nil
) {
  assertInlineSnapshot(
    of: view, as: .frame(width: width, height: height), mode: mode, fileID: fileID,
    filePath: filePath, function: function, line: line, column: column, matches: expected)
}

/// Checks a frame inline: `assertInlineSnapshot(of: frame, as: .frame)`.
@available(*, deprecated, message: "use assertInlineSnapshot(of: frame, as: .frame)")
public func assertInlineSnapshot(
  of frame: Frame, mode: SnapshotMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column, matches expected: (() -> String)? = nil
) {
  assertInlineSnapshot(
    of: frame, as: .frame, mode: mode, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column, matches: expected)
}

/// Checks a render trace inline: `assertInlineSnapshot(of: trace, as: .trace)`.
@available(*, deprecated, message: "use assertInlineSnapshot(of: trace, as: .trace)")
public func assertInlineSnapshot(
  of trace: RenderTrace, mode: SnapshotMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column, matches expected: (() -> String)? = nil
) {
  assertInlineSnapshot(
    of: trace, as: .trace, mode: mode, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column, matches: expected)
}

/// Checks text inline: `assertInlineSnapshot(of: text, as: .lines)`.
@available(*, deprecated, message: "use assertInlineSnapshot(of: text, as: .lines)")
public func assertInlineSnapshot(
  of text: String, mode: SnapshotMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column, matches expected: (() -> String)? = nil
) {
  assertInlineSnapshot(
    of: text, as: .lines, mode: mode, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column, matches: expected)
}
