import TextUI

/// Checks the snapshot `strategy` makes of `value` against its golden file, as
/// ``assertSnapshot(of:as:named:mode:fileID:filePath:function:line:column:)`` does, and
/// returns the failure message instead of reporting it: `nil` when it passed.
///
/// The building block for a team's own assertion, one that adds to the message or
/// checks more than one thing before it fails:
///
/// ```swift
/// func assertBoard(
///   _ board: @autoclosure () throws -> BuildBoard,
///   filePath: StaticString = #filePath, function: String = #function, line: UInt = #line
/// ) {
///   let failure = verifySnapshot(
///     of: try board(), as: .dump, filePath: filePath, function: function)
///   if let failure { XCTFail("Board changed.\n\(failure)", file: filePath, line: line) }
/// }
/// ```
///
/// Everything but reporting happens: the golden is found, recorded or compared, a
/// `.new` is written and the ledger notes the check, by the same rules.
///
/// - Parameters:
///   - value: The value to check; an error it throws is the failure, named.
///   - strategy: How the value becomes text (see ``Snapshotting``).
///   - name: Names this assertion's golden (see ``assertSnapshot(of:as:named:mode:fileID:filePath:function:line:column:)``).
///   - mode: Overrides a scope's mode, `STRATUS_SNAPSHOTS` and the CI rule.
///   - filePath: The caller's `#filePath`, which locates the golden.
///   - function: The caller's `#function`, which names the golden.
/// - Returns: The failure message, or `nil` when the snapshot matched.
public func verifySnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value>,
  named name: String? = nil,
  mode: SnapshotMode? = nil,
  filePath: StaticString = #filePath,
  function: String = #function
) -> String? {
  let made: Value
  do {
    made = try value()
  } catch {
    return SnapshotAssertion.valueThrew(error, function: function)
  }
  return verify(made, as: strategy, named: name, mode: mode, filePath: filePath, function: function)
}

/// The failure message of `value`'s snapshot, made already: what every file assertion
/// shares once the value is in hand.
func verify<Value>(
  _ value: Value, as strategy: Snapshotting<Value>, named name: String?, mode: SnapshotMode?,
  filePath: StaticString, function: String
) -> String? {
  do throws(SnapshotError) {
    return SnapshotAssertion.check(
      try strategy.snapshot(of: value), named: name, pathExtension: strategy.pathExtension,
      mode: mode, testFile: "\(filePath)", function: function,
      isParameterizedCase: TestFailure.isInParameterizedCase)
  } catch {
    return SnapshotAssertion.notMade(error, function: function)
  }
}
