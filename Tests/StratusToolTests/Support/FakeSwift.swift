import Foundation

/// A stand-in for the `swift` command, for the tests of `stratus snapshots test`: a
/// shell script called `swift` in a folder of its own, put first on `PATH`.
///
/// A real `swift test` takes a minute to build a package; the script takes
/// milliseconds and does exactly what a test needs: print, write a ledger as test
/// processes do, exit with some status, or wait for a signal. The script sees the
/// arguments `stratus` passes (`test --package-path ROOT …`), so `$3` is the package
/// root, and `STRATUS_SNAPSHOT_RUN`.
///
/// ```swift
/// let swift = try FakeSwift(FakeSwift.checking([SnapshotTree.launch]) + "exit 1")
/// defer { swift.remove() }
/// let result = try await Stratus.run(["snapshots", "test"], environment: swift.environment)
/// ```
struct FakeSwift {
  /// The folder holding the script.
  let folder: URL

  /// Writes the script: `#!/bin/sh`, then `body`.
  init(_ body: String) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-fake-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("swift")
    try Data("#!/bin/sh\n\(body)\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
  }

  /// `PATH` with the script's folder first, so `stratus` finds it rather than a real
  /// `swift`.
  var environment: [String: String] {
    ["PATH": "\(folder.path):/usr/bin:/bin"]
  }

  /// Script lines that append one `matched` line per path to this run's ledger, as the
  /// test processes of a real run do.
  static func checking(_ paths: [String]) -> String {
    let lines = paths.map { "printf 'matched\\t%s\\n' '\($0)' >>\"$runs/$$.ledger\"" }
    return """
      runs="$3/.build/stratus-snapshots/runs/$STRATUS_SNAPSHOT_RUN"
      mkdir -p "$runs"
      \(lines.joined(separator: "\n"))

      """
  }

  /// Deletes the script and its folder.
  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
