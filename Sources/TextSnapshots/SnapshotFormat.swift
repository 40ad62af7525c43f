import TextUI

/// The text form of a frame in a golden file: a header, then every row between fences.
///
/// ```text
/// # stratus-snapshot 1 frame 5x2
/// |Hi   |
/// |  東 |
/// ```
///
/// The fences make trailing spaces and the frame's right edge visible in a review and
/// in a plain CI log. The issue "TextSnapshots" builds golden files, modes and diffs on
/// this format.
public enum SnapshotFormat {
  /// The format version written in every header; bumped when the layout changes.
  public static let version = 1

  /// The fenced form of `frame`, ending in a newline.
  public static func fenced(_ frame: Frame) -> String {
    var text = "# stratus-snapshot \(version) frame \(frame.width)x\(frame.height)\n"
    for row in frame.rows where frame.height > 0 {
      text += "|\(row)|\n"
    }
    return text
  }
}
