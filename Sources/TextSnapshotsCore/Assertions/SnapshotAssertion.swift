import Foundation
import TextUI

/// The steps every `assertSnapshot` overload shares: find the golden, verify, record
/// the outcome in the ledger, and say what failed.
package enum SnapshotAssertion {
  /// Checks `snapshot` for an assertion in `function` of the test file at `testFile`
  /// and returns the failure message, or `nil` when it passed.
  ///
  /// - Parameters:
  ///   - isParameterizedCase: true inside a Swift Testing test with arguments, which
  ///     must name its snapshots (the arguments are not available to a library).
  package static func check(
    _ snapshot: Snapshot,
    named name: String?,
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
      let policy = try SnapshotPolicy.resolve(argument: mode, environment: environment.variables)
      let folder = try session.folder(forTestFile: testFile)
      let location = try session.claim(in: folder, test: test, name: name)
      let verifier = SnapshotVerifier(
        policy: policy, colored: environment.allowsColor,
        pendingFiles: policy.writes ? session.pendingFiles(in: folder) : nil)
      let result = verifier.verify(snapshot, at: location)
      session.record(
        result.outcome, at: location, run: SnapshotLedger.runID(environment: environment.variables))
      return result.message
    } catch {
      return notMade(error, function: function)
    }
  }

  /// The message of an assertion whose snapshot could not be made or checked.
  package static func notMade(_ error: SnapshotError, function: String) -> String {
    let test = SnapshotName.test(fromFunction: function)
    return "Snapshot of \(ControlPicture.visible(test)) not checked: \(error.description)"
  }
}
