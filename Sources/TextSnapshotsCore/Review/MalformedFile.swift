/// A golden or pending file that no test can use as it stands: it is too large, cannot
/// be read or is not UTF-8 text, or, for a `.txt` file, its text breaks the format at a
/// line (an unknown colour in its legend, a header from a newer Stratus).
///
/// `stratus snapshots status` lists these, since a test only says "not read" or shows a
/// diff that never goes away; `accept` refuses a pending file that is one, so that what
/// it puts in place is a golden the test will read.
public struct MalformedFile: Hashable, Sendable, CustomStringConvertible {
  /// The file's path relative to the package root, such as `Snapshots/T/S/test.txt.new`.
  public let relativePath: String
  /// The line the problem is on, counted from 1; `nil` when the problem is the whole
  /// file's (its size, its encoding, its permissions).
  public let line: Int?
  /// What is wrong, such as `the legend lists "a" twice (first on line 8)`.
  public let reason: String

  /// A file at `relativePath` that no test can use, for `reason`, found at `line`.
  ///
  /// - Parameters:
  ///   - relativePath: The file's path relative to the package root.
  ///   - line: The line the problem is on, counted from 1; `nil` for the whole file.
  ///   - reason: What is wrong, in words.
  public init(relativePath: String, line: Int?, reason: String) {
    self.relativePath = relativePath
    self.line = line
    self.reason = reason
  }

  /// `Snapshots/T/S/test.txt:9: the legend lists "a" twice (first on line 8)`, or the
  /// path and the reason alone when the problem is not on one line.
  public var description: String {
    line.map { "\(relativePath):\($0): \(reason)" } ?? "\(relativePath): \(reason)"
  }
}
