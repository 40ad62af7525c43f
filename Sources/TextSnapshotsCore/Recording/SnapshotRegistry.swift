import Foundation

/// The golden files claimed in this test process: it numbers unnamed assertions and
/// refuses two assertions that resolve to one file.
///
/// Numbering is per test, in the order the test's own assertions run, so it does not
/// depend on how Swift Testing interleaves tests across threads: the third unnamed
/// assertion of `rendersNow` is always `rendersNow.3.txt`. Claims compare without case,
/// because macOS file systems would store `Now.txt` and `now.txt` as one file.
///
/// It is not thread-safe: ``SnapshotSession`` calls it under its lock.
struct SnapshotRegistry {
  /// How many unnamed assertions each test has made.
  private var unnamedCount: [String: Int] = [:]
  /// The files claimed, lowercased.
  private var claimed: Set<String> = []

  /// Claims the golden for an assertion of `test` in `folder`: `test.txt`, `test.2.txt`…
  /// when unnamed, `test.name.txt` when named; `.json` instead of `.txt` when the
  /// strategy's `pathExtension` is `json`. Unnamed assertions are numbered whatever their
  /// extension, so adding a `.json` one never renames the `.txt` after it.
  ///
  /// - Throws: ``SnapshotError/duplicateFile(_:)`` when the file was already claimed in
  ///   this process, ``SnapshotError/unusableName(_:)`` when `name` sanitises to nothing.
  mutating func claim(
    in folder: SnapshotFolder, test: String, name: String?,
    pathExtension: String = SnapshotLocation.fileExtension
  ) throws(SnapshotError) -> SnapshotLocation {
    let testKey = folder.path + "/" + test
    var stem = test
    if let name {
      let part = SnapshotName.sanitized(name)
      guard !part.isEmpty else { throw .unusableName(name) }
      stem += "." + part
    }
    if name == nil {
      let number = unnamedCount[testKey, default: 0] + 1
      unnamedCount[testKey] = number
      if number > 1 { stem += ".\(number)" }
    }
    let relativePath = "\(folder.relativePath)/\(stem).\(pathExtension)"
    let location = SnapshotLocation(in: folder, relativePath: relativePath)
    guard claimed.insert(location.path.lowercased()).inserted else {
      throw .duplicateFile(relativePath)
    }
    return location
  }
}
