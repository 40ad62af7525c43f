import Foundation

/// The pending files (`.new` and `.diff`) that a folder of goldens held when a test
/// process first used it: the stale ones a passing assertion removes.
///
/// Looking for a golden's two pending files on every passing assertion took two `lstat`
/// calls, half of what reading the golden itself costs; listing the folder once per
/// process takes one read of it. A pending file that another process writes after the
/// listing (another `swift test`, another build of the tests) is not stale for this
/// process: it is that process's result, and it waits for review.
struct PendingFiles: Sendable {
  /// The lowercased paths (below the package root) of the folder's `.new` and `.diff`
  /// files; `nil` when the folder could not be listed, so that every one is looked for.
  private let paths: Set<String>?

  /// Lists `folder`; a folder that is not there yet holds none.
  init(listing folder: SnapshotFolder) {
    do {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      paths = Set(
        names.lazy.filter { $0.hasSuffix(".new") || $0.hasSuffix(".diff") }
          .map { "\(folder.relativePath)/\($0)".lowercased() })
    } catch CocoaError.fileReadNoSuchFile {
      paths = []
    } catch {
      paths = nil
    }
  }

  /// Whether the pending file at `relativePath` may be there. Names compare without
  /// case, as macOS file systems store them: a false yes only costs a look.
  func mayHold(_ relativePath: @autoclosure () -> String) -> Bool {
    guard let paths else { return true }
    return !paths.isEmpty && paths.contains(relativePath().lowercased())
  }
}
