#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failed snapshot to whichever test framework is running the caller.
///
/// Inside a Swift Testing test, `Test.current` is set and the failure is an `Issue`
/// recorded at the assertion's source location; otherwise it is an XCTest failure at
/// the same file and line.
///
/// This is the one file that imports XCTest and Swift Testing, which is why it lives in
/// TextSnapshots (for test targets) and not in TextSnapshotsCore (which the `stratus`
/// tool links): an executable that links a test framework fails to launch on macOS.
enum TestFailure {
  /// Records `message` as a failure at `caller`'s location.
  static func record(_ message: String, at caller: SnapshotCaller) {
    #if canImport(Testing)
      if Test.current != nil {
        let location = SourceLocation(
          fileID: caller.fileID, filePath: "\(caller.filePath)",
          line: Int(caller.line), column: Int(caller.column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: caller.filePath, line: caller.line)
    #else
      print("\(caller.filePath):\(caller.line): error: \(message)")
    #endif
  }

  /// Whether the caller runs in one case of a parameterised Swift Testing test.
  static var isInParameterizedCase: Bool {
    #if canImport(Testing)
      Test.Case.current?.isParameterized ?? false
    #else
      false
    #endif
  }
}
