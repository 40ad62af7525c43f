import Foundation

/// What every `assertInlineSnapshot` overload does: compare the snapshot with the text
/// its trailing closure returns, apply the mode, and say what failed.
///
/// The modes are those of golden files. An empty or missing literal is recorded in
/// place (the test fails: "check it and run again"); a mismatch leaves the source
/// untouched and adds an entry to the test file's `.pending-snapshots` file, unless the
/// mode is `failed` or `all`, which rewrite the literal; on CI nothing is written.
package enum InlineSnapshotAssertion {
  /// Checks `snapshot` against `expected` (the closure's value, `nil` without one) for
  /// the call at `line` and `column` of the test file at `testFile`, and returns the
  /// failure message, or `nil` when it passed.
  package static func check(
    _ snapshot: Snapshot,
    expected: String?,
    mode: SnapshotMode?,
    testFile: String,
    line: UInt,
    column: UInt,
    environment: SnapshotEnvironment = .current,
    session: SnapshotSession = .thisProcess
  ) -> String? {
    let place = "\(URL(fileURLWithPath: testFile).lastPathComponent):\(line)"
    do throws(SnapshotError) {
      let policy = try SnapshotPolicy.resolve(argument: mode, environment: environment.variables)
      let file = try Self.file(testFile)
      guard session.claimInlineSite("\(file.source.path):\(line):\(column)") else {
        return
          "The inline snapshot at \(place) was checked twice in this process (a loop, a helper or a parameterised test); one literal holds one text, so use assertSnapshot(of:named:) there"
      }
      let check = Check(
        file: file, snapshot: snapshot, old: expected ?? "", policy: policy,
        position: SourcePosition(line: Int(line), column: Int(column)),
        runID: SnapshotLedger.runID(environment: environment.variables) + " " + buildStamp,
        colored: environment.allowsColor)
      return try check.verify()
    } catch {
      return "Inline snapshot at \(place) not checked: \(error.description)"
    }
  }

  /// When the running test executable was built: part of the run's name for the edit
  /// journal, so that a rebuilt test binary never maps its `#line`s through the edits of
  /// an earlier build, even when `STRATUS_SNAPSHOT_RUN` is the same.
  static let buildStamp: String = {
    let executable = ProcessInfo.processInfo.arguments.first ?? ""
    let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
    let date = attributes?[.modificationDate] as? Date
    return date.map { String($0.timeIntervalSince1970) } ?? "unknown"
  }()

  /// The test file at `path` and its package.
  private static func file(_ path: String) throws(SnapshotError) -> InlineSnapshotFile {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard let root = PackageRoot.containing(url.deletingLastPathComponent()) else {
      throw .noPackageRoot(path)
    }
    let relative = url.pathComponents.dropFirst(root.pathComponents.count).joined(separator: "/")
    return InlineSnapshotFile(packageRoot: root, relativePath: relative)
  }
}
