import TextUI

/// The picker's rows, scrolled so that the highlighted row is always on screen.
///
/// A view never learns how many lines it has, so the list offers windows of rows of
/// decreasing size, each around the highlighted row, and lets ``ViewThatFits`` keep the
/// largest that fits the height offered: all the rows when there is room, fewer in a
/// small terminal, and never a highlight scrolled out of sight.
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

  /// The window sizes tried, largest first; `Int.max` is every row. One apart, so the
  /// window fills the height exactly; a sheet taller than 40 lines shows every row.
  static let windowSizes = [Int.max] + (1...40).reversed()

  public var body: some View {
    ViewThatFits(in: [.vertical]) {
      for size in Self.windowSizes {
        VStack(alignment: .leading) {
          ForEach(Self.window(of: props.rows, size: size), id: \.id) {
            LocationPickerRow(props: $0)
          }
        }
      }
    }
  }

  /// The `size` consecutive rows that show the highlighted one about in the middle
  /// (the first row when none is highlighted); all of them when they fit.
  ///
  /// - Complexity: O(*n*), where *n* is the number of rows.
  static func window(
    of rows: [LocationPickerRow.Props], size: Int
  ) -> ArraySlice<LocationPickerRow.Props> {
    guard rows.count > size else { return rows[...] }
    let highlighted = rows.firstIndex(where: \.isHighlighted) ?? 0
    let start = min(max(0, highlighted - size / 2), rows.count - size)
    return rows[start..<(start + size)]
  }
}
