/// The tool's exit statuses: the BSD `sysexits.h` values, so scripts can tell a typo
/// from a broken data file from a server that is down.
enum ExitCode: Int32, Sendable {
  /// Everything worked.
  case success = 0
  /// The command ran but found something that needs a person, or would not go on:
  /// `snapshots status` with pending or orphaned files, `snapshots prune` without a
  /// green run.
  case failure = 1
  /// `EX_USAGE`: the command line is wrong (an unknown option, screen, place or account).
  case usage = 64
  /// `EX_DATAERR`: input data is malformed (a data file that cannot be read as the
  /// format it should be, a script line that makes no sense).
  case dataError = 65
  /// `EX_NOINPUT`: an input file does not exist or cannot be opened.
  case noInput = 66
  /// `EX_UNAVAILABLE`: a data source cannot be reached.
  case unavailable = 69
  /// `EX_SOFTWARE`: a fault of the tool itself.
  case software = 70
  /// `EX_IOERR`: reading or writing failed.
  case ioError = 74
}
