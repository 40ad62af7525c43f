/// Whether a frame's snapshot records its cells' styles or only its text.
///
/// ```swift
/// assertSnapshot(of: view, as: .frame(width: 40, height: 3))                    // text and styles
/// assertSnapshot(of: view, as: .frame(width: 40, height: 3, styles: .ignored))  // text only
/// ```
///
/// Record them (the default) to check that an alert is drawn as an alert; ignore them
/// in a test about layout, so that a change of palette leaves its golden alone.
public enum SnapshotStyles: Sendable {
  /// A frame with a styled cell is written with its style plane and legend.
  case recorded
  /// Only the text is written, as for a frame without styles: the golden passes
  /// whatever styles the cells have.
  case ignored
}
