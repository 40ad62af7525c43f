import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder the tool was started in, when it still exists.
///
/// A shell can stay in a folder that another program has deleted. `getcwd(3)` then fails
/// on Linux, and `FileManager.currentDirectoryPath` returns an empty path, which
/// Foundation turns into the relative URL `.`: walking up from it to find a
/// `Package.swift` never reached the top, and spun at 100% CPU. Elsewhere `getcwd` may
/// still return the old path, which leads to a package the process is no longer in. So
/// the `snapshots` commands ask here, and say what happened.
enum CurrentFolder {
  /// The current folder's absolute path; `nil` when it no longer exists.
  static var path: String? {
    guard let path = getcwd(nil, 0) else { return nil }
    defer { free(path) }
    let text = String(cString: path)
    // The path names the current folder only if it leads to the same folder as `.`.
    var named = stat()
    var current = stat()
    guard text.hasPrefix("/"), stat(text, &named) == 0, stat(".", &current) == 0,
      named.st_dev == current.st_dev, named.st_ino == current.st_ino
    else { return nil }
    return text
  }
}
