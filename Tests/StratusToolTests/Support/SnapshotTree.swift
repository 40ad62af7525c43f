import Foundation
import Testing
import TextSnapshots

/// A throwaway package for the `stratus snapshots` commands to work on: a `Package.swift`
/// and a `Snapshots/` folder holding copies of a few real goldens, in a folder of its own
/// under the temporary directory.
///
/// The commands delete and rename goldens, so they must never run against the
/// repository's own `Snapshots/`. Each test makes a tree, shapes it with pending files
/// and ledger runs, runs the binary with `--package-path tree.root`, and removes it:
///
/// ```swift
/// let tree = try SnapshotTree()
/// defer { tree.remove() }
/// try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
/// ```
///
/// The copied goldens are dated an hour back and a recorded run half an hour back, so a
/// run is newer than every golden unless a test ``touch(_:)``es one after it.
struct SnapshotTree {
  /// A frame golden of the app's launch screen; the one tests edit.
  static let launch =
    "Snapshots/ApplicationTests/LaunchScenarioTests/firstLaunchShowsTorontoNow.1-launch.txt"
  /// A frame golden of the week tab, beside ``launch``.
  static let week =
    "Snapshots/ApplicationTests/LaunchScenarioTests/eachTabAtTheDefaultSize.2-week.txt"
  /// A text golden in another test target's folder.
  static let render =
    "Snapshots/StratusToolTests/RenderCommandTests/everyScreenAtTwoSizesMatchesItsGolden.now-40x20.txt"
  /// Every golden the tree starts with, sorted as the review sorts them.
  static let goldens = [week, launch, render]

  /// The tree's package root: the folder holding `Package.swift` and `Snapshots/`.
  let root: URL

  /// Creates the tree: a unique folder, a `Package.swift`, and a copy of every golden in
  /// ``goldens`` dated an hour ago.
  init() throws {
    let manager = FileManager.default
    root = manager.temporaryDirectory
      .appendingPathComponent("stratus-snapshot-tree-\(UUID().uuidString)")
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8)
      .write(to: root.appendingPathComponent("Package.swift"))
    for golden in Self.goldens {
      let copy = url(golden)
      try manager.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.copyItem(at: Stratus.packageRoot.appendingPathComponent(golden), to: copy)
      try setModificationDate(of: copy, minutesAgo: 60)
    }
  }

  /// The file at `path`, relative to the tree's root.
  func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }

  /// Whether a file exists at `path`, relative to the tree's root.
  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: url(path).path)
  }

  /// The text of the file at `path`, relative to the tree's root.
  func contents(of path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }

  /// The text of every file under `Snapshots/`, keyed by path, to prove a command
  /// changed nothing.
  func snapshotFiles() throws -> [String: String] {
    let folder = url("Snapshots")
    var files: [String: String] = [:]
    let walker = FileManager.default.enumerator(atPath: folder.path)
    while let path = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let file = folder.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      files["Snapshots/\(path)"] = try String(contentsOf: file, encoding: .utf8)
    }
    return files
  }

  // MARK: - Pending files

  /// Writes `<golden>.new`: the golden at `path` with each edit's `old` text (its first
  /// occurrence below the header) replaced by `new`, and a `.diff` beside it, as a
  /// failing assertion would.
  ///
  /// Each edit must keep the row's width, and changes one cell per character that
  /// differs: `("95%", "96%")` changes one cell.
  ///
  /// - Returns: The text written to the `.new` file.
  @discardableResult
  func makePending(_ path: String, editing edits: [(old: String, new: String)]) throws -> String {
    let golden = try contents(of: path)
    let headerEnd = try #require(golden.firstIndex(of: "\n"))
    var rows = String(golden[headerEnd...])
    for edit in edits {
      precondition(edit.old.count == edit.new.count, "an edit must keep the row's width")
      let range = try #require(rows.range(of: edit.old), "'\(edit.old)' is not in \(path)")
      rows.replaceSubrange(range, with: edit.new)
    }
    let pending = String(golden[..<headerEnd]) + rows
    try write(pending, to: path + ".new")
    let diff = LineDiff(old: golden, new: pending)
      .unified(oldLabel: path, newLabel: path + ".new")
    try write(diff, to: path + ".diff")
    return pending
  }

  /// Writes a `.new` file at `path` + `.new` with no golden beside it: a first recording
  /// waiting for review.
  ///
  /// - Returns: The text written.
  @discardableResult
  func makeNewPending(_ path: String) throws -> String {
    let pending = "# stratus-snapshot 1 frame 5x2\n|Hello|\n|there|\n"
    try FileManager.default.createDirectory(
      at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
    try write(pending, to: path + ".new")
    return pending
  }

  // MARK: - Ledger runs

  /// Records a run `id` that checked the goldens at `checked`, as a test process and
  /// `stratus snapshots test` would: one ledger file, and a `complete` marker saying
  /// `green` or `red` unless `status` is `nil` (a run not known to be complete).
  ///
  /// Every file of the run is dated `minutesAgo` back, later than the copied goldens.
  func recordRun(
    _ id: String, checked: [String], status: SnapshotRun.Status?, minutesAgo: Double = 30
  ) throws {
    let folder = root.appendingPathComponent(".build/stratus-snapshots/runs/\(id)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let ledger = folder.appendingPathComponent("4242.ledger")
    try Data(checked.map { "matched\t\($0)\n" }.joined().utf8).write(to: ledger)
    try setModificationDate(of: ledger, minutesAgo: minutesAgo)
    if let status {
      let marker = folder.appendingPathComponent("complete")
      try Data("\(status.rawValue)\n".utf8).write(to: marker)
      try setModificationDate(of: marker, minutesAgo: minutesAgo)
    }
    try setModificationDate(of: folder, minutesAgo: minutesAgo)
  }

  /// Dates the file at `path` now, as if a person edited it after every recorded run.
  func touch(_ path: String) throws {
    try setModificationDate(of: url(path), minutesAgo: 0)
  }

  /// Deletes the whole tree.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }

  // MARK: - Helpers

  private func write(_ text: some StringProtocol, to path: String) throws {
    try Data(text.utf8).write(to: url(path))
  }

  private func setModificationDate(of file: URL, minutesAgo: Double) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-minutesAgo * 60)], ofItemAtPath: file.path)
  }
}
