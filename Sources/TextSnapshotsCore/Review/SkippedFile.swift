/// An entry under `Snapshots/` named like a golden, a pending file or a diff that the
/// review leaves alone, with the reason: a folder, a symbolic link, a FIFO or a device
/// where a regular file should be, or a file or folder that cannot be looked at.
///
/// Only regular files inside the package are goldens and pending snapshots. Anything
/// else would be unsafe to act on: accepting a folder makes the golden a folder,
/// rejecting one deletes it whole, and following a link reads (or replaces) a file
/// that may be outside the package. The commands list these entries so a person can
/// look at them, and touch none of them.
public struct SkippedFile: Hashable, Sendable, CustomStringConvertible {
  /// The entry's path relative to the package root, such as
  /// `Snapshots/T/S/test.txt.new`.
  public let relativePath: String
  /// Why it was skipped, such as `a folder, not a regular file`.
  public let reason: String

  /// A skipped entry at `relativePath` for `reason`.
  public init(relativePath: String, reason: String) {
    self.relativePath = relativePath
    self.reason = reason
  }

  /// `skipped Snapshots/T/S/test.txt.new: a folder, not a regular file`.
  public var description: String { "skipped \(relativePath): \(reason)" }
}
