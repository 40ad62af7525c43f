/// Where an assertion was written: the source location a failure is reported at and
/// the parts its golden file's name is made from.
struct SnapshotCaller: Sendable {
  var fileID: String
  var filePath: StaticString
  var function: String
  var line: UInt
  var column: UInt
}
