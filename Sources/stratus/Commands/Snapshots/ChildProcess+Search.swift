#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ChildProcess {
  /// The first executable file called `name` in the folders of `PATH`, as a shell finds
  /// a command; `nil` when there is none.
  ///
  /// The tool looks the program up itself rather than asking `posix_spawnp` to, so
  /// that a missing program gets a message of its own instead of a bare `ENOENT`.
  ///
  /// - Parameters:
  ///   - name: A command name without a slash, like `swift`.
  ///   - path: The search path, `PATH` by default; an empty entry means the current
  ///     folder, as POSIX says.
  static func find(_ name: String, path: String? = nil) -> String? {
    let folders = (path ?? getenv("PATH").map { String(cString: $0) } ?? "")
      .split(separator: ":", omittingEmptySubsequences: false)
    for folder in folders {
      let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
      var information = stat()
      guard stat(candidate, &information) == 0,
        information.st_mode & S_IFMT == S_IFREG,
        access(candidate, X_OK) == 0
      else { continue }
      return candidate
    }
    return nil
  }
}
