import TextUI

/// The picker's query field: what has been typed, followed by the cursor.
///
/// Its own component so that typing re-renders the field and the rows, not the sheet's
/// border and hints.
public struct LocationPickerQueryField: View, Sendable {
  /// The text typed so far.
  public var query: String

  public init(query: String) {
    self.query = query
  }

  /// The cursor: plain ASCII, so it reads the same in both glyph sets.
  static let cursor = "_"

  public var body: some View {
    (Text("Search: ").style(.secondary) + Text(query) + Text(Self.cursor).style(.accent))
      .lineLimit(1)
  }
}
