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
  /// `snapshots test` stopped by `SIGHUP` (128 + 1, as shells report it). `run` instead
  /// ends by the signal itself, once the terminal is restored.
  case hangUp = 129
  /// `snapshots test` stopped by `SIGINT` (128 + 2).
  case interrupted = 130
  /// `snapshots test` stopped by `SIGTERM` (128 + 15).
  case terminated = 143
}
