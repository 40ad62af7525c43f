import Foundation

extension SnapshotReview {
  /// The goldens no test can use any more, from the newest complete run; `nil` when no
  /// run is known to be complete, because then "not checked" may only mean "not run".
  ///
  /// A golden the run did not check is an orphan only when its test is gone from the
  /// source, or its test ran in that run and checked other goldens but not this one
  /// (a renamed snapshot, a removed case of a parameterised test). A golden whose test
  /// is still declared but did not run (disabled, enabled only on a condition, skipped,
  /// or compiled only on another platform) is kept, and so is one whose test ran but
  /// holds an `#if`, which may check it on another platform. See `DeclaredTests`.
  public func orphans() -> Orphans? {
    guard let run = SnapshotLedger(packageRoot: packageRoot).lastCompleteRun() else { return nil }
    return Orphans(run: run, goldens: files().goldens, packageRoot: packageRoot)
  }

  /// The goldens a complete run did not check: those no test can use, and those kept
  /// because a test may still use them.
  public struct Orphans: Sendable {
    /// The run they were found from; prune only after a green one.
    public let run: SnapshotRun
    /// The orphans, relative to the package root, sorted: what `prune` deletes.
    public let files: [String]
    /// The goldens the run did not check that a test may still use, sorted by path:
    /// never deleted.
    public let kept: [KeptGolden]

    /// Sorts the goldens `run` did not check into orphans and kept ones, reading the
    /// test files of the package at `packageRoot`.
    init(run: SnapshotRun, goldens: [String], packageRoot: URL) {
      self.run = run
      let ran = Set(run.checked.keys.compactMap { GoldenName($0)?.test })
      var tests = DeclaredTests(packageRoot: packageRoot)
      var files: [String] = []
      var kept: [KeptGolden] = []
      for path in goldens where run.checked[path] == nil {
        guard let name = GoldenName(path) else {
          files.append(path)
          continue
        }
        let declaration = tests.declaration(of: name.function, inGoldenFolder: name.folder)
        switch (declaration, ran.contains(name.test)) {
        case (.missing, _), (.declared(hasConditionalCode: false), true):
          files.append(path)
        case (.declared(hasConditionalCode: true), true):
          kept.append(
            KeptGolden(
              relativePath: path,
              reason:
                "its test ran without checking it, but has #if code that may on another platform"))
        case (.declared, false):
          kept.append(
            KeptGolden(
              relativePath: path,
              reason: "its test exists but did not run: disabled, skipped, or for another platform"
            ))
        case (.unknown(let file), _):
          kept.append(KeptGolden(relativePath: path, reason: "cannot read \(file)"))
        }
      }
      self.files = files
      self.kept = kept
    }
  }

  /// A golden a complete run did not check, kept because a test may still use it.
  public struct KeptGolden: Sendable, Equatable {
    /// Its path relative to the package root.
    public let relativePath: String
    /// Why it is kept, such as `its test exists but did not run (…)`.
    public let reason: String
  }
}

/// The parts of a golden's path, `Snapshots/<TestTarget>/<File>/<test>[.<name>].txt`.
private struct GoldenName {
  /// `Snapshots/<TestTarget>/<File>`.
  let folder: String
  /// The test function's part of the name: the name up to its first `.`.
  let function: String

  /// The test, as `<folder>/<function>`.
  var test: String { "\(folder)/\(function)" }

  /// The parts of `path`; `nil` for a path of any other shape.
  init?(_ path: String) {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == SnapshotLocation.folder,
      let function = parts[3].split(separator: ".").first, !function.isEmpty
    else { return nil }
    folder = parts.prefix(3).joined(separator: "/")
    self.function = String(function)
  }
}
