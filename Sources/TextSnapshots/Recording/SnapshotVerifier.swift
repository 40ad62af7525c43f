import Foundation

/// Checks one snapshot against its golden file and applies the mode: the whole of what
/// an assertion does, apart from reporting the failure to a test framework.
///
/// Keeping it free of XCTest and Swift Testing lets the library's own tests drive every
/// mode with a temporary package root and a made-up environment.
struct SnapshotVerifier: Sendable {
  /// What the mode and the environment allow.
  var policy: SnapshotPolicy
  /// Whether the failure message may use ANSI colour.
  var colored: Bool
  /// How many hunks of the diff go into the failure message; the rest are in the
  /// `.diff` file.
  var hunkLimit = 3

  /// The result of a check: what happened and, when it failed, the message to report.
  struct Result: Equatable, Sendable {
    var outcome: SnapshotOutcome
    var message: String?
  }

  /// Compares `snapshot` with the golden at `location`, writing what the policy allows.
  func verify(_ snapshot: Snapshot, at location: SnapshotLocation) -> Result {
    do {
      return try check(snapshot, at: location)
    } catch {
      return Result(outcome: .failed, message: error.description)
    }
  }

  private func check(
    _ snapshot: Snapshot, at location: SnapshotLocation
  ) throws(SnapshotError) -> Result {
    let name = location.relativePath
    let golden: String?
    do {
      golden = try SnapshotFile.read(location.file, naming: name)
    } catch .notText(let file, let reason) {
      return try replaceUnreadable(
        snapshot, at: location, problem: "\(file) is not text (\(reason))")
    }
    guard let golden else { return try recordMissing(snapshot, at: location) }
    if golden.utf8.elementsEqual(snapshot.text.utf8) {
      try tidy(location, goldenBytesDiffer: !isExactFile(location, snapshot.text))
      return Result(outcome: .matched, message: nil)
    }
    return try reportMismatch(snapshot, golden: golden, at: location)
  }

  // MARK: - Outcomes

  private func recordMissing(
    _ snapshot: Snapshot, at location: SnapshotLocation
  ) throws(SnapshotError) -> Result {
    let name = location.relativePath
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
    let name = location.relativePath
    let diff = LineDiff(old: golden, new: snapshot.text)
    let newLabel = policy.writes && !policy.mode.overwritesMismatch ? "\(name).new" : "new snapshot"
    let cells = snapshot.kind == .frame ? cellSummary(golden: golden, new: snapshot.text) : nil
    let shown = diff.unified(
      oldLabel: name, newLabel: newLabel, hunkLimit: hunkLimit, colored: colored)
    var details = [cells, shown].compactMap { $0 }.joined(separator: "\n")
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
    let whole = [cells, diff.unified(oldLabel: name, newLabel: newLabel)].compactMap { $0 }
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

  /// A golden that is not text cannot be diffed: report it, and let the mode decide
  /// whether the new snapshot replaces it or waits in a pending file.
  private func replaceUnreadable(
    _ snapshot: Snapshot, at location: SnapshotLocation, problem: String
  ) throws(SnapshotError) -> Result {
    let name = location.relativePath
    guard policy.writes else { return Result(outcome: .failed, message: problem) }
    if policy.mode.overwritesMismatch {
      try SnapshotFile.write(snapshot.text, to: location.file, naming: name)
      return Result(outcome: .rerecorded, message: "\(problem); re-recorded it, run again.")
    }
    try SnapshotFile.write(snapshot.text, to: location.pendingFile, naming: name + ".new")
    return Result(outcome: .failed, message: "\(problem); wrote \(name).new to review.")
  }

  // MARK: - Housekeeping

  /// After a match: removes a stale pending file and diff from an earlier run, and in
  /// `all` mode rewrites a golden whose bytes differ only in line endings.
  private func tidy(_ location: SnapshotLocation, goldenBytesDiffer: Bool) throws(SnapshotError) {
    guard policy.writes else { return }
    try removePending(location)
    if goldenBytesDiffer && policy.mode == .all,
      let text = try SnapshotFile.read(location.file, naming: location.relativePath)
    {
      try SnapshotFile.write(text, to: location.file, naming: location.relativePath)
    }
  }

  private func removePending(_ location: SnapshotLocation) throws(SnapshotError) {
    try SnapshotFile.remove(location.pendingFile, naming: location.relativePath + ".new")
    try SnapshotFile.remove(location.diffFile, naming: location.relativePath + ".diff")
  }

  /// Whether the golden's bytes are exactly `text` (no CRLF to normalise).
  private func isExactFile(_ location: SnapshotLocation, _ text: String) -> Bool {
    guard policy.mode == .all else { return true }
    let data = try? Data(contentsOf: location.file)
    return data.map { $0.elementsEqual(text.utf8) } ?? true
  }

  private func cellSummary(golden: String, new: String) -> String? {
    let changes = CellChange.between(
      old: SnapshotFormat.rows(of: golden), new: SnapshotFormat.rows(of: new))
    return changes.isEmpty ? nil : CellChange.summary(changes)
  }
}
