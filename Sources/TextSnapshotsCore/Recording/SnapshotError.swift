import Foundation
import TextUI

/// Why a snapshot could not be checked at all, as opposed to a snapshot that differs.
///
/// Each description names the file or the setting that is wrong, so a failure in a CI
/// log says what to fix without a debugger.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No folder above the test file holds a `Package.swift`.
  case noPackageRoot(String)
  /// `STRATUS_SNAPSHOTS` is set to something that is not a mode.
  case invalidMode(String)
  /// Two assertions in this run resolved to the same golden file.
  case duplicateFile(String)
  /// An assertion name with no letter or digit left after sanitising.
  case unusableName(String)
  /// A parameterised Swift Testing test asserted without a name for its case.
  case unnamedParameterizedCase(String)
  /// A golden exists but is not UTF-8 text (binary, or NUL bytes).
  case notText(file: String, reason: String)
  /// A file could not be read, written, renamed or deleted.
  case io(file: String, reason: String)
  /// A golden or pending file is text, but not in the format the library writes (a
  /// hand-edited legend, a header from a newer Stratus): where, and what is wrong.
  case malformed(file: String, line: Int, reason: String)
  /// An inline snapshot's source is in a form the rewriter does not handle, or no longer
  /// matches what the test saw.
  case unsupportedInline(file: String, line: Int, reason: String)
  /// Redactions that matched nothing in the value or its text, by name.
  case unmatchedRedaction([String])
  /// A strategy could not make the value's snapshot (a value `JSONEncoder` rejects).
  case unrepresentable(type: String, reason: String)

  /// One line that names the file or setting and what to do about it, as a failure
  /// message shows it.
  ///
  /// The names in it come from outside (a file's name, an environment variable), so
  /// their control characters are shown visibly (`ControlPicture.visible`): a name
  /// holding an ESC cannot drive the terminal of whoever reads the failure.
  public var description: String {
    let shown: (String) -> String = ControlPicture.visible
    switch self {
    case .noPackageRoot(let path):
      return "cannot find Package.swift in any folder above \(shown(path))"
    case .invalidMode(let value):
      let modes = SnapshotMode.allCases.map(\.rawValue).joined(separator: ", ")
      return
        "\(SnapshotMode.environmentVariable)=\(shown(value)) is not a mode; use one of \(modes)"
    case .duplicateFile(let path):
      return
        "two assertions in this run resolve to \(shown(path)); give one of them a different name"
    case .unusableName(let name):
      return "the snapshot name \"\(shown(name))\" has no letter or digit to make a file name from"
    case .unnamedParameterizedCase(let test):
      return
        "\(shown(test)) is parameterised: name each case's snapshot with its arguments, "
        + "e.g. named: \"\\(width)x\\(height)\" (Swift Testing does not expose them)"
    case .notText(let file, let reason):
      return "\(shown(file)) is not a text snapshot (\(shown(reason)))"
    case .io(let file, let reason):
      return "\(shown(file)): \(shown(reason))"
    case .malformed(let file, let line, let reason):
      return "\(shown(file)):\(line): malformed snapshot file: \(shown(reason))"
    case .unsupportedInline(let file, let line, let reason):
      return "\(shown(file)):\(line): cannot rewrite this inline snapshot: \(shown(reason))"
    case .unmatchedRedaction(let names):
      return
        "the redaction of \(names.map(shown).joined(separator: ", ")) matched nothing; "
        + "fix its name, or remove it if the value no longer holds it (field redactions "
        + "apply to .dump and .json)"
    case .unrepresentable(let type, let reason):
      return "cannot make the snapshot of \(shown(type)): \(shown(reason))"
    }
  }
}
