import TextUI

/// The picker's rows, scrolled so that the highlighted row is always on screen.
///
/// A view never learns how many lines it has, so the list is a ``LazyVStack`` anchored
/// on the highlighted row: offered a height, it shows the longest run of rows around
/// the highlight that fits (all the rows when there is room, fewer in a small terminal,
/// never a highlight scrolled out of sight), and builds only those rows. A list of
/// 10,000 favourites costs what a screenful costs.
public struct LocationPickerList: View, Sendable {
  /// The rows as shown.
  public struct Props: Equatable, Sendable {
    /// Every row, in order; at most one highlighted.
    public var rows: [LocationPickerRow.Props]

    public init(rows: [LocationPickerRow.Props]) {
      self.rows = rows
    }
  }

  /// The data shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    LazyVStack(
      props.rows, id: \.id, anchor: props.rows.firstIndex(where: \.isHighlighted),
      alignment: .leading
    ) {
      LocationPickerRow(props: $0)
    }
  }
}
