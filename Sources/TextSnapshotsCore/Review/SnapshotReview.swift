import Foundation

/// The review model behind `stratus snapshots`: what is pending, what is orphaned, and
/// accepting or rejecting a pending file.
///
/// It works on the files alone (goldens, `.new` files, the ledger), so the command-line
/// tool, an editor plug-in or a test can drive the same review.
public struct SnapshotReview: Sendable {
  /// The package whose `Snapshots/` folder is reviewed.
  public let packageRoot: URL

  /// The review of the package at `packageRoot`.
  public init(packageRoot: URL) {
    self.packageRoot = packageRoot
  }

  /// The review of the package that contains `folder` (the nearest folder at or above
  /// it with a `Package.swift`), as `swift build` finds its package; `nil` when there is
  /// none.
  public static func package(containing folder: URL) -> SnapshotReview? {
    PackageRoot.containing(folder.standardizedFileURL).map(SnapshotReview.init(packageRoot:))
  }

  /// Every pending `.new` file under `Snapshots/`, sorted by path.
  public func pending() -> [PendingSnapshot] {
    let manager = FileManager.default
    return files(endingWith: ".\(SnapshotLocation.fileExtension).new").map { path in
      let golden = String(path.dropLast(".new".count))
      let location = SnapshotLocation(packageRoot: packageRoot, relativePath: golden)
      return PendingSnapshot(
        location: location, isNew: !manager.fileExists(atPath: location.file.path))
    }
  }

  /// The goldens that the newest complete run did not check, sorted by path; `nil` when
  /// no run is known to be complete, because then "not checked" may only mean "not run".
  public func orphans() -> Orphans? {
    guard let run = SnapshotLedger(packageRoot: packageRoot).lastCompleteRun() else { return nil }
    let goldens = files(endingWith: ".\(SnapshotLocation.fileExtension)")
    return Orphans(run: run, files: goldens.filter { run.checked[$0] == nil })
  }

  /// The goldens a complete run did not check.
  public struct Orphans: Sendable {
    /// The run they were found from; prune only after a green one.
    public let run: SnapshotRun
    /// Their paths relative to the package root, sorted.
    public let files: [String]
  }

  /// Replaces the golden with the pending file in one atomic rename, and removes the
  /// diff written beside it.
  public func accept(_ pending: PendingSnapshot) throws(SnapshotError) {
    let location = pending.location
    try SnapshotFile.move(
      location.pendingFile, to: location.file, naming: location.relativePath + ".new")
    try SnapshotFile.remove(location.diffFile, naming: location.relativePath + ".diff")
  }

  /// Deletes the pending file and its diff; the golden stays as it is.
  public func reject(_ pending: PendingSnapshot) throws(SnapshotError) {
    let location = pending.location
    try SnapshotFile.remove(location.pendingFile, naming: location.relativePath + ".new")
    try SnapshotFile.remove(location.diffFile, naming: location.relativePath + ".diff")
  }

  /// Paths relative to the package root of the files under `Snapshots/` whose names end
  /// with `suffix`, sorted.
  private func files(endingWith suffix: String) -> [String] {
    let folder = packageRoot.appendingPathComponent(SnapshotLocation.folder)
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [String] = []
    while let path = walker.nextObject() as? String {
      if path.hasSuffix(suffix) { found.append("\(SnapshotLocation.folder)/\(path)") }
    }
    return found.sorted()
  }
}
