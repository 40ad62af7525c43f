import Foundation

/// Where Stratus keeps its files.
///
/// In order: `STRATUS_DATA_DIR`; else `$XDG_STATE_HOME/stratus` (the XDG Base Directory
/// place for state that should survive restarts but is not worth backing up); else
/// `~/.local/state/stratus`, XDG's default for the same. Relative paths in
/// `XDG_STATE_HOME` are ignored, as the XDG specification says.
public enum DataDirectory {
  /// The data directory for an environment (the process's by default).
  ///
  /// - Throws: ``PersistenceError/noDataDirectory(reason:)`` when no variable names a
  ///   usable place.
  public static func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(PersistenceError) -> URL {
    if let explicit = environment["STRATUS_DATA_DIR"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit, isDirectory: true)
    }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent("stratus")
    }
    if let home = environment["HOME"], !home.isEmpty {
      return URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/state/stratus")
    }
    throw .noDataDirectory(reason: "set STRATUS_DATA_DIR, XDG_STATE_HOME or HOME")
  }
}
