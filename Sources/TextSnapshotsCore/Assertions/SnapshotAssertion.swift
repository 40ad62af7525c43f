import Foundation
import TextUI

/// The steps every `assertSnapshot` overload shares: find the golden, verify, record
/// the outcome in the ledger, and say what failed.
package enum SnapshotAssertion {
  /// Checks `snapshot` for an assertion in `function` of the test file at `testFile`
  /// and returns the failure message, or `nil` when it passed.
  ///
  /// The mode and diff tool a scope set (``SnapshotConfiguration/current``) apply where
  /// the arguments leave them.
  ///
  /// - Parameters:
  ///   - pathExtension: The golden's extension (see ``Snapshotting/pathExtension``).
  ///   - isParameterizedCase: true inside a Swift Testing test with arguments, which
  ///     must name its snapshots (the arguments are not available to a library).
  package static func check(
    _ snapshot: Snapshot,
    named name: String?,
    pathExtension: String = SnapshotLocation.goldenExtension,
    mode: SnapshotMode?,
    testFile: String,
    function: String,
    isParameterizedCase: Bool = false,
    environment: SnapshotEnvironment = .current,
    session: SnapshotSession = .thisProcess
  ) -> String? {
    let test = SnapshotName.test(fromFunction: function)
    do throws(SnapshotError) {
      if isParameterizedCase && name == nil {
        throw .unnamedParameterizedCase(function)
      }
      let configuration = SnapshotConfiguration.current
      let policy = try SnapshotPolicy.resolve(
        argument: mode ?? configuration.mode, environment: environment.variables)
      let stored = try snapshot.stored(withExtension: pathExtension)
      let folder = try session.folder(forTestFile: testFile)
      let location = try session.claim(
        in: folder, test: test, name: name, pathExtension: pathExtension)
      let verifier = SnapshotVerifier(
        policy: policy, colored: environment.allowsColor,
        pendingFiles: policy.writes ? session.pendingFiles(in: folder) : nil)
      let result = verifier.verify(stored, at: location)
      session.record(
        result.outcome, at: location, run: SnapshotLedger.runID(environment: environment.variables))
      guard let message = result.message else { return nil }
      return message + comparison(by: configuration.diffTool, of: result, at: location, policy)
    } catch {
      return notMade(error, function: function)
    }
  }

  /// The line a failure message ends with when a scope named a diff tool and the
  /// mismatch left a `.new` to compare: the command, with both files' paths; otherwise
  /// nothing.
  private static func comparison(
    by tool: SnapshotDiffTool?, of result: SnapshotVerifier.Result,
    at location: SnapshotLocation, _ policy: SnapshotPolicy
  ) -> String {
    guard let tool, result.outcome == .mismatched, policy.writes,
      !policy.mode.overwritesMismatch
    else { return "" }
    return "\ndiff tool: " + tool(golden: location.file.path, new: location.pendingFile.path)
  }

  /// The message of an assertion whose value threw `error` instead of being made:
  /// the error's type and description, so the failure names it.
  package static func valueThrew(_ error: any Error, function: String) -> String {
    let test = SnapshotName.test(fromFunction: function)
    let typeName = ReadableTypeName.of(type(of: error))
    let description = String(describing: error)
    return """
      Snapshot of \(ControlPicture.visible(test)) not checked: the value threw \
      \(ControlPicture.visible(typeName)): \(ControlPicture.visible(description))
      """
  }

  /// The message of an assertion whose snapshot could not be made or checked.
  package static func notMade(_ error: SnapshotError, function: String) -> String {
    let test = SnapshotName.test(fromFunction: function)
    return "Snapshot of \(ControlPicture.visible(test)) not checked: \(error.description)"
  }
}
