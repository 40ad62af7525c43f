/// Where an assertion was written: the source location a failure is reported at and
/// the parts its golden file's name is made from.
struct SnapshotCaller: Sendable {
  var fileID: String
  var filePath: StaticString
  var function: String
  var line: UInt
  var column: UInt

  /// Makes the value under test, once: `nil` when it threw, the error then reported
  /// here as the assertion's one failure, named.
  func make<Value>(_ value: () throws -> Value) -> Value? {
    do {
      return try value()
    } catch {
      TestFailure.record(SnapshotAssertion.valueThrew(error, function: function), at: self)
      return nil
    }
  }

  /// Makes the value once, then checks it against each strategy's golden under its
  /// name, reporting each failure here: every file assertion comes down to this.
  func check<Value>(
    _ value: () throws -> Value, _ strategies: [(name: String?, strategy: Snapshotting<Value>)],
    mode: SnapshotMode?
  ) {
    guard let made = make(value) else { return }
    for (name, strategy) in strategies {
      let message = verify(
        made, as: strategy, named: name, mode: mode, filePath: filePath, function: function)
      if let message { TestFailure.record(message, at: self) }
    }
  }
}
