import Foundation
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What every `assertInlineSnapshot` overload does: compare the snapshot with the text
/// its trailing closure returns, apply the mode, and say what failed.
///
/// The modes are those of golden files. An empty or missing literal is recorded in
/// place (the test fails: "check it and run again"); a mismatch leaves the source
/// untouched and adds an entry to the test file's `.pending-snapshots` file, unless the
/// mode is `failed` or `all`, which rewrite the literal; on CI nothing is written.
package enum InlineSnapshotAssertion {
  /// Checks `snapshot` against `expected` (the closure's value, `nil` without one) for
  /// the call at `line` and `column` of the test file at `testFile`, written in
  /// `function` (its `#function`, or empty when unknown), and returns the failure
  /// message, or `nil` when it passed.
  package static func check(
    _ snapshot: Snapshot,
    expected: String?,
    mode: SnapshotMode?,
    testFile: String,
    function: String = "",
    line: UInt,
    column: UInt,
    environment: SnapshotEnvironment = .current,
    session: SnapshotSession = .thisProcess
  ) -> String? {
    let place =
      "\(ControlPicture.visible(URL(fileURLWithPath: testFile).lastPathComponent)):\(line)"
    do throws(SnapshotError) {
      let policy = try SnapshotPolicy.resolve(
        argument: mode ?? SnapshotConfiguration.current.mode, environment: environment.variables)
      let file = try Self.file(testFile)
      guard session.claimInlineSite("\(file.source.path):\(line):\(column)") else {
        return
          "The inline snapshot at \(place) was checked twice in this process (a loop, a helper or a parameterised test); one literal holds one text, so use assertSnapshot(of:named:) there"
      }
      let call = InlineCall(
        position: SourcePosition(line: Int(line), column: Int(column)), function: function,
        literal: expected ?? "", build: session.build)
      let check = Check(
        file: file, snapshot: snapshot, call: call, policy: policy,
        colored: environment.allowsColor)
      return try check.verify()
    } catch {
      return "Inline snapshot at \(place) not checked: \(error.description)"
    }
  }

  /// The test executable this process runs: its path, and the identity of the file
  /// that was loaded (its inode and modification time), such as
  /// `/pkg/.build/debug/PkgPackageTests.xctest 1234567-1795000000.5`.
  ///
  /// The edit journal notes it beside each edit, so that a test knows which edits its
  /// own build made: those came after it was compiled. Another `swift test` may link a
  /// new build at the same path while this one runs, so the path alone does not name a
  /// build. On Linux the file is the one loaded (`/proc/self/exe`), even once replaced;
  /// on macOS it is the file at the test bundle's path when a test first asks, early in
  /// the run.
  package static let buildStamp: String = {
    #if os(Linux)
      // The running executable, even when its path was replaced or unlinked since.
      let (path, loaded) = (ProcessInfo.processInfo.arguments.first ?? "", "/proc/self/exe")
    #elseif canImport(Darwin)
      // The executable is the `xctest` or `swiftpm-testing-helper` tool that loads the
      // test bundle; the image holding this library is the bundle.
      var image = Dl_info()
      let found = dladdr(#dsohandle, &image) != 0 && image.dli_fname != nil
      let path = found ? String(cString: image.dli_fname) : ""
      let loaded = path
    #else
      let (path, loaded) = (ProcessInfo.processInfo.arguments.first ?? "", "")
    #endif
    return "\(path) \(fileIdentity(loaded))"
  }()

  /// The inode and modification time of the file at `path`, or `unknown`.
  private static func fileIdentity(_ path: String) -> String {
    var info = stat()
    guard !path.isEmpty, stat(path, &info) == 0 else { return "unknown" }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return "\(info.st_ino)-\(modified.tv_sec).\(modified.tv_nsec)"
  }

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
