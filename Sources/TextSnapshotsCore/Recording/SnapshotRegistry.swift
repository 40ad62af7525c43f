import Foundation

/// The golden files claimed in this test process: it numbers unnamed assertions and
/// refuses two assertions that resolve to one file.
///
/// Numbering is per test, in the order the test's own assertions run, so it does not
/// depend on how Swift Testing interleaves tests across threads: the third unnamed
/// assertion of `rendersNow` is always `rendersNow.3.txt`. Claims compare without case,
/// because macOS file systems would store `Now.txt` and `now.txt` as one file.
final class SnapshotRegistry: Sendable {
  private struct State {
    var unnamedCount: [String: Int] = [:]
    var claimed: Set<String> = []
  }
  private let state = LockedValue(State())

  /// Claims the golden for an assertion of `test` in `folder` (see
  /// ``SnapshotLocation``): `test.txt`, `test.2.txt`… when unnamed, `test.name.txt`
  /// when named.
  ///
  /// - Throws: ``SnapshotError/duplicateFile(_:)`` when the file was already claimed in
  ///   this process, ``SnapshotError/unusableName(_:)`` when `name` sanitises to nothing.
  func claim(
    root: URL, folder: String, test: String, name: String?
  ) throws(SnapshotError) -> SnapshotLocation {
    let testKey = "\(root.path)/\(folder)/\(test)"
    var stem = test
    if let name {
      let part = SnapshotName.sanitized(name)
      guard !part.isEmpty else { throw .unusableName(name) }
      stem += "." + part
    }
    let relativePath: String? = state.withLock { state in
      if name == nil {
        let number = state.unnamedCount[testKey, default: 0] + 1
        state.unnamedCount[testKey] = number
        if number > 1 { stem += ".\(number)" }
      }
      let path = "\(folder)/\(stem).\(SnapshotLocation.fileExtension)"
      let (isNew, _) = state.claimed.insert("\(root.path)/\(path)".lowercased())
      return isNew ? path : nil
    }
    guard let relativePath else {
      throw .duplicateFile("\(folder)/\(stem).\(SnapshotLocation.fileExtension)")
    }
    return SnapshotLocation(packageRoot: root, relativePath: relativePath)
  }
}
