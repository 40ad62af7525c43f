import Foundation

/// The record of which golden files each test run checked, kept under
/// `.build/stratus-snapshots/runs/<run id>/`.
///
/// A golden that no test checks any more (the test was renamed or deleted) is an orphan,
/// and only a record of a whole run can tell it apart from a golden whose test simply
/// did not run. So every test process appends one line per assertion,
/// `<outcome>\t<path>`, to a file of its own in its run's folder: no two processes share
/// a file, which keeps `swift test --parallel` safe without locks between processes.
///
/// The run id comes from `STRATUS_SNAPSHOT_RUN`; without it, every process started by
/// one `swift test` shares an ad-hoc id made from the parent process. A run becomes
/// *complete* when whoever started it (`stratus snapshots test`) knows every test ran and calls ``markComplete(run:green:)``: a test process
/// cannot know whether it was started with `--filter`.
public struct SnapshotLedger: Sendable {
  /// The package whose runs this ledger records.
  public let packageRoot: URL

  /// The environment variable naming the current run.
  public static let runVariable = "STRATUS_SNAPSHOT_RUN"

  /// The ledger of the package at `packageRoot`.
  public init(packageRoot: URL) {
    self.packageRoot = packageRoot
  }

  /// The folder holding one sub-folder per run.
  public var runsFolder: URL {
    packageRoot.appendingPathComponent(".build/stratus-snapshots/runs")
  }

  /// How many run folders are kept; older ones are deleted when a new run starts.
  static let keptRuns = 20

  /// The run id for this process: `STRATUS_SNAPSHOT_RUN`, or `adhoc-<parent pid>`.
  static func runID(environment: [String: String]) -> String {
    if let run = environment[runVariable], !run.isEmpty {
      return SnapshotName.sanitized(run)
    }
    return "adhoc-\(parentProcess)"
  }

  /// The process that started this one, asked once: a process whose parent dies is
  /// adopted by another, and its later lines must not start another run.
  private static let parentProcess = getppid()

  /// Marks `run` as complete, `green` when every test passed. Orphans are computed from
  /// the newest complete run, and `stratus snapshots prune` deletes them only after a
  /// green one.
  public func markComplete(run: String, green: Bool) throws(SnapshotError) {
    let marker = runsFolder.appendingPathComponent("\(run)/\(SnapshotRun.markerName)")
    try SnapshotFile.write(green ? "green\n" : "red\n", to: marker, naming: marker.path)
  }

  /// Every recorded run, newest first.
  public func runs() -> [SnapshotRun] {
    let folders =
      (try? FileManager.default.contentsOfDirectory(
        at: runsFolder, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
    return folders.compactMap(SnapshotRun.init(folder:)).sorted {
      $0.lastModified > $1.lastModified
    }
  }

  /// The id of every recorded run, newest first as in ``runs()``, found from the dates of
  /// its files alone: choosing the runs to delete needs no ledger read.
  func runIDsNewestFirst() -> [String] {
    let folders =
      (try? FileManager.default.contentsOfDirectory(
        at: runsFolder, includingPropertiesForKeys: nil)) ?? []
    let dated = folders.compactMap { folder -> (id: String, lastModified: Date)? in
      let files = SnapshotRun.files(in: folder)
      guard !files.isEmpty else { return nil }
      return (folder.lastPathComponent, SnapshotRun.newestModification(of: files, in: folder))
    }
    return dated.sorted { $0.lastModified > $1.lastModified }.map(\.id)
  }

  /// The newest complete run, if any.
  public func lastCompleteRun() -> SnapshotRun? {
    runs().first { $0.status != nil }
  }
}

/// One run's record, read back from its folder.
public struct SnapshotRun: Sendable {
  /// The run id.
  public let id: String
  /// `nil` while the run is not known to be complete; then whether it was green.
  public let status: Status?
  /// Every golden (path relative to the package root) the run checked, with what
  /// happened to it. A golden checked by several processes keeps the last outcome read.
  public let checked: [String: SnapshotOutcome]
  /// When the run last wrote to its folder.
  public let lastModified: Date

  /// Whether a complete run passed.
  public enum Status: String, Sendable {
    /// Every test passed.
    case green
    /// Some test failed.
    case red
  }

  static let markerName = "complete"
  static let ledgerExtension = "ledger"

  init?(folder: URL) {
    let files = Self.files(in: folder)
    guard !files.isEmpty else { return nil }
    id = folder.lastPathComponent
    var checked: [String: SnapshotOutcome] = [:]
    var status: Status?
    for name in files {
      let file = folder.appendingPathComponent(name)
      // Read as every snapshot file is: a regular file, and no more than the limit.
      let bytes = (try? SnapshotFile.bytes(file, naming: name)) ?? nil
      let text = bytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
      if name == Self.markerName {
        status = Status(rawValue: text.trimmingCharacters(in: .whitespacesAndNewlines))
      } else if name.hasSuffix("." + Self.ledgerExtension) {
        for line in text.split(separator: "\n") {
          let fields = line.split(separator: "\t", maxSplits: 1)
          guard fields.count == 2, let outcome = SnapshotOutcome(rawValue: String(fields[0]))
          else { continue }
          checked[String(fields[1])] = outcome
        }
      }
    }
    self.status = status
    self.checked = checked
    lastModified = Self.newestModification(of: files, in: folder)
  }

  /// The names of the files in a run's folder; a folder with none holds no run.
  static func files(in folder: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  }

  /// When the newest of `files` in `folder` was last written: when the run last wrote.
  ///
  /// Only the date is asked for: `FileManager.attributesOfItem` also looks up the
  /// owner's name in the user database, for every file of every run, which made starting
  /// a new run cost more than a thousand assertions' ledger lines.
  static func newestModification(of files: [String], in folder: URL) -> Date {
    files.lazy.map { name in
      let file = folder.appendingPathComponent(name, isDirectory: false)
      let values = try? file.resourceValues(forKeys: [.contentModificationDateKey])
      return values?.contentModificationDate ?? .distantPast
    }.max() ?? .distantPast
  }
}
