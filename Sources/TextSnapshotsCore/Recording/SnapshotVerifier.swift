import Foundation
import TextUI

/// Checks one snapshot against its golden file and applies the mode: the whole of what
/// an assertion does, apart from naming the file and reporting to a test framework.
///
/// Keeping it free of XCTest and Swift Testing lets the library's own tests drive every
/// mode with a temporary package root, and lets a tool (a scenario runner, a benchmark)
/// check goldens with no test running.
public struct SnapshotVerifier: Sendable {
  /// What the mode and the environment allow.
  var policy: SnapshotPolicy
  /// Whether the failure message may use ANSI colour.
  var colored: Bool
  /// How many hunks of the diff go into the failure message; the rest are in the
  /// `.diff` file.
  var hunkLimit = 3
  /// The pending files the golden's folder held, when the caller listed them; `nil`
  /// looks for the golden's own each time.
  var pendingFiles: PendingFiles?

  /// A verifier that applies `mode`.
  ///
  /// - Parameters:
  ///   - mode: When goldens may be written (see ``SnapshotMode``).
  ///   - writes: `false` writes nothing at all, not even a pending file, as on CI.
  ///   - colored: Whether failure messages may use ANSI colour.
  public init(mode: SnapshotMode, writes: Bool = true, colored: Bool = false) {
    self.init(policy: SnapshotPolicy(mode: mode, writes: writes), colored: colored)
  }

  init(policy: SnapshotPolicy, colored: Bool, pendingFiles: PendingFiles? = nil) {
    self.policy = policy
    self.colored = colored
    self.pendingFiles = pendingFiles
  }

  /// The result of a check: what happened and, when it failed, the message to report.
  public struct Result: Equatable, Sendable {
    /// What happened to the golden.
    public var outcome: SnapshotOutcome
    /// Why the check failed, with the diff; `nil` when it passed.
    public var message: String?
  }

  /// Compares `snapshot` with the golden at `location`, writing what the mode allows.
  public func verify(_ snapshot: Snapshot, at location: SnapshotLocation) -> Result {
    do {
      return try check(snapshot, at: location)
    } catch {
      return Result(outcome: .failed, message: error.description)
    }
  }

  private func check(
    _ snapshot: Snapshot, at location: SnapshotLocation
  ) throws(SnapshotError) -> Result {
    // A golden this large could not be read back: say so now, and write nothing.
    let size = snapshot.text.utf8.count
    guard size <= SnapshotFile.maximumBytes else {
      throw .io(
        file: ControlPicture.visible(location.relativePath),
        reason: "the snapshot is \(SnapshotFile.tooLarge(size: size)); nothing was written")
    }
    let read = try SnapshotFile.bytes(
      atPath: location.path, naming: ControlPicture.visible(location.relativePath))
    guard let data = read else { return try recordMissing(snapshot, at: location) }
    // The common case, a golden whose bytes are the snapshot's, needs no decoding.
    if SnapshotFile.data(data, equals: snapshot.text) {
      try removePending(location)
      return Result(outcome: .matched, message: nil)
    }
    let name = ControlPicture.visible(location.relativePath)
    let golden: String
    do {
      golden = try SnapshotFile.text(of: data, naming: name)
    } catch {
      return try replaceUnreadable(snapshot, at: location, problem: error)
    }
    // The snapshot is read as the golden is, so a text that starts with a byte-order
    // mark (a strategy's own `.csv`, say) still matches the file it was written to.
    if golden.utf8.elementsEqual(SnapshotFile.withoutByteOrderMark(snapshot.text).utf8) {
      // Equal once CRLF is read as LF and a byte-order mark as nothing: `all` rewrites
      // the file as it is written, others leave it.
      if policy.writes && policy.mode == .all {
        try SnapshotFile.write(snapshot.text, to: location.file, naming: name)
      }
      try removePending(location)
      return Result(outcome: .matched, message: nil)
    }
    return try reportMismatch(snapshot, golden: golden, at: location)
  }

  // MARK: - Outcomes

  private func recordMissing(
    _ snapshot: Snapshot, at location: SnapshotLocation
  ) throws(SnapshotError) -> Result {
    let name = ControlPicture.visible(location.relativePath)
    guard policy.writes else {
      return Result(
        outcome: .missing,
        message: """
          No golden \(name), and CI never records one: run the tests locally, check the \
          new file and commit it. The snapshot was:
          \(SnapshotPreview.lines(of: snapshot.text))
          """)
    }
    guard policy.mode.recordsMissing else {
      try SnapshotFile.write(snapshot.text, to: location.pendingFile, naming: name + ".new")
      try SnapshotFile.remove(location.diffFile, naming: name + ".diff")
      return Result(
        outcome: .missing,
        message: "No golden \(name) (mode never); wrote \(name).new to review.")
    }
    try SnapshotFile.write(snapshot.text, to: location.file, naming: name)
    try removePending(location)
    return Result(
      outcome: .recorded,
      message: "Recorded \(name) (there was no golden); check it and run again.")
  }

  private func reportMismatch(
    _ snapshot: Snapshot, golden: String, at location: SnapshotLocation
  ) throws(SnapshotError) -> Result {
    let name = ControlPicture.visible(location.relativePath)
    let diff = LineDiff(old: golden, new: snapshot.text)
    let newLabel = policy.writes && !policy.mode.overwritesMismatch ? "\(name).new" : "new snapshot"
    let cells =
      snapshot.kind == .frame ? FrameChanges.summary(old: golden, new: snapshot.text) : nil
    let shown = diff.unified(
      oldLabel: name, newLabel: newLabel, hunkLimit: hunkLimit, colored: colored)
    let malformed = Self.malformation(of: golden, at: location)
    var details = [malformed, cells, shown].compactMap { $0 }.joined(separator: "\n")
    if details.hasSuffix("\n") { details.removeLast() }

    guard policy.writes else {
      return Result(
        outcome: .mismatched,
        message: "Snapshot \(name) differs (CI writes nothing).\n\(details)")
    }
    if policy.mode.overwritesMismatch {
      try SnapshotFile.write(snapshot.text, to: location.file, naming: name)
      try removePending(location)
      return Result(
        outcome: .rerecorded,
        message: """
          Re-recorded \(name) (mode \(policy.mode.rawValue)); review the change with \
          git diff and run again.
          \(details)
          """)
    }
    let whole = [malformed, cells, diff.unified(oldLabel: name, newLabel: newLabel)]
      .compactMap { $0 }
    try SnapshotFile.write(snapshot.text, to: location.pendingFile, naming: name + ".new")
    try SnapshotFile.write(
      whole.joined(separator: "\n"), to: location.diffFile, naming: name + ".diff")
    return Result(
      outcome: .mismatched,
      message: """
        Snapshot \(name) differs; the golden is untouched. New: \(name).new, \
        whole diff: \(name).diff.
        \(details)
        """)
  }

  /// `Snapshots/…/test.txt:9: malformed snapshot file: …` when `golden`, a `.txt`
  /// golden's text, breaks the format; `nil` when it is well-formed or has another
  /// extension (a `.json` golden is the text alone, in no format of ours).
  ///
  /// A malformed golden never matches, since the library writes no such file; saying
  /// where it breaks tells the reader that the diff is not all there is to fix.
  private static func malformation(of golden: String, at location: SnapshotLocation) -> String? {
    guard location.relativePath.hasSuffix(".\(SnapshotLocation.goldenExtension)") else {
      return nil
    }
    do throws(MalformedSnapshot) {
      try SnapshotFormat.check(golden)
      return nil
    } catch {
      return SnapshotError.malformed(
        file: location.relativePath, line: error.line, reason: error.reason
      ).description
    }
  }

  /// A golden that is not text cannot be diffed: report it, and let the mode decide
  /// whether the new snapshot replaces it or waits in a pending file.
  private func replaceUnreadable(
    _ snapshot: Snapshot, at location: SnapshotLocation, problem error: SnapshotError
  ) throws(SnapshotError) -> Result {
    let name = ControlPicture.visible(location.relativePath)
    let problem = error.description
    guard policy.writes else { return Result(outcome: .failed, message: problem) }
    if policy.mode.overwritesMismatch {
      try SnapshotFile.write(snapshot.text, to: location.file, naming: name)
      return Result(outcome: .rerecorded, message: "\(problem); re-recorded it, run again.")
    }
    try SnapshotFile.write(snapshot.text, to: location.pendingFile, naming: name + ".new")
    return Result(outcome: .failed, message: "\(problem); wrote \(name).new to review.")
  }

  // MARK: - Housekeeping

  /// Removes a pending file and diff left by an earlier run; they are stale once the
  /// golden matches or has been rewritten. Nothing is removed when writes are off.
  private func removePending(_ location: SnapshotLocation) throws(SnapshotError) {
    guard policy.writes else { return }
    for suffix in [".new", ".diff"]
    where pendingFiles?.mayHold(location.relativePath + suffix) ?? true {
      try SnapshotFile.remove(
        atPath: location.path + suffix, naming: location.relativePath + suffix)
    }
  }
}
