/// Why settings could not be read or written.
///
/// Descriptions name the file and what is wrong with it, never its contents: the file
/// holds API keys.
public enum PersistenceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No data directory could be chosen (no `STRATUS_DATA_DIR`, `XDG_STATE_HOME` or
  /// `HOME`), or the one chosen cannot be created.
  case noDataDirectory(reason: String)
  /// The file exists but is not valid settings. It has been moved aside to `movedTo`,
  /// so nothing is lost, and the defaults are used.
  case corrupt(file: String, movedTo: String, reason: String)
  /// The file exists but cannot be read (permissions, a directory in its place).
  case unreadable(file: String, reason: String)
  /// The file cannot be written.
  case unwritable(file: String, reason: String)
  /// Another process holds the lock every save takes (`.settings.json.lock`), so
  /// nothing was saved yet: the save can be made once it lets go.
  case lockHeld(lock: String)
  /// The lock file cannot be used (a symbolic link, a folder, a FIFO, a permission), so
  /// no save can be made until a person fixes it. `reason` follows the lock's path.
  case unusableLock(lock: String, reason: String)

  public var description: String {
    switch self {
    case .noDataDirectory(let reason):
      "No place to keep settings: \(reason)"
    case .corrupt(let file, let movedTo, let reason):
      "\(file) is not valid settings (\(reason)); it was moved to \(movedTo) and the defaults are in use"
    case .unreadable(let file, let reason): "Could not read \(file): \(reason)"
    case .unwritable(let file, let reason): "Could not save \(file): \(reason)"
    case .lockHeld(let lock): "Could not save settings yet: another process holds \(lock)"
    case .unusableLock(let lock, let reason): "Could not save settings: \(lock) \(reason)"
    }
  }
}
