import TextUI

/// A line of text with the pointer before it when it is the marked one (the chosen
/// option, the highlighted place, the active account), and as many spaces when it is
/// not, so marked and unmarked lines stay aligned.
///
/// The marked line's text is in the palette's ``TextUI/Style/selection``, which the
/// pointer already says in monochrome.
///
/// Every list that marks one row draws it this way; a row's own view keeps the props
/// that say what the row means and hands this view the text.
public struct MarkedRow: View, Sendable {
  /// The line.
  public var text: String
  /// Whether this is the marked line.
  public var isMarked: Bool
  /// The mark (`Glyphs.pointer`).
  public var pointer: String

  public init(text: String, isMarked: Bool, pointer: String) {
    self.text = text
    self.isMarked = isMarked
    self.pointer = pointer
  }

  public var body: some View {
    HStack(spacing: 1) {
      Text(Self.mark(pointer, isMarked: isMarked))
      Text(text).lineLimit(1).style(isMarked ? .selection : .plain)
    }
  }

  /// `pointer` when `isMarked`, otherwise blanks as wide as it.
  public static func mark(_ pointer: String, isMarked: Bool) -> String {
    isMarked ? pointer : String(repeating: " ", count: DisplayWidth.of(pointer))
  }
}
