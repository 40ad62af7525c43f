import TextUI

/// A day's hours, one row each under a header, in as many rows as the screen has.
///
/// The table offers ``ViewThatFits`` its arrangements from the roomiest down and shows
/// the first that fits, so no hour is ever silently cut off:
///
/// 1. every hour in one column (120x40);
/// 2. every hour in two columns side by side (80x24 shows all 24 hours of a day);
/// 3. the first hours in one column and "… 12 more hours" (40 columns), trying one hour
///    fewer at a time until the column fits.
///
/// Every arrangement is built from the rows in the props alone (see ``Arrangement``),
/// which is what a `ForEach` needs of its elements.
public struct DayDetailHourTable: View, Sendable {
  /// The day's hours.
  public struct Props: Equatable, Sendable {
    /// The hours, in order; not empty (the container shows a message instead).
    public var rows: [DayDetailHourRow.Props]
    /// Starts the "… 6 more hours" line (`Glyphs.ellipsis`).
    public var ellipsis: String
    /// The line between two columns (`Glyphs.border`).
    public var border: BorderStyle

    public init(rows: [DayDetailHourRow.Props], ellipsis: String, border: BorderStyle) {
      self.rows = rows
      self.ellipsis = ellipsis
      self.border = border
    }
  }

  /// One way to lay the hours out: one or two columns, and how many hours are left out.
  public struct Arrangement: Equatable, Sendable, Identifiable {
    /// Distinguishes the arrangements of one table.
    public var id: Int
    /// The hours of the left (or only) column.
    public var first: [DayDetailHourRow.Props]
    /// The hours of the right column, if there are two.
    public var second: [DayDetailHourRow.Props]?
    /// The hours left out, counted in the last line.
    public var hiddenCount: Int
  }

  /// The hours shown.
  public var props: Props

  /// Creates the table.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    ViewThatFits {
      ForEach(Self.arrangements(of: props.rows)) { arrangement in
        DayDetailHourColumns(
          arrangement: arrangement, ellipsis: props.ellipsis, border: props.border)
      }
    }
  }

  /// Every arrangement of `rows`, most preferred first: all in one column, all in two
  /// columns, then one column of one hour fewer at a time, down to a single hour.
  ///
  /// - Complexity: O(n²) rows for n hours; a day has at most 25.
  static func arrangements(of rows: [DayDetailHourRow.Props]) -> [Arrangement] {
    var arrangements = [Arrangement(id: 0, first: rows, second: nil, hiddenCount: 0)]
    guard rows.count > 1 else { return arrangements }
    let half = (rows.count + 1) / 2
    arrangements.append(
      Arrangement(
        id: 1, first: Array(rows[..<half]), second: Array(rows[half...]), hiddenCount: 0))
    for shown in stride(from: rows.count - 1, through: 1, by: -1) {
      arrangements.append(
        Arrangement(
          id: arrangements.count, first: Array(rows.prefix(shown)), second: nil,
          hiddenCount: rows.count - shown))
    }
    return arrangements
  }
}

/// One arrangement of a day's hours, drawn: a column (or two, split by a line) of rows
/// under their headers, and the count of hours left out; the headers and the count are
/// secondary.
struct DayDetailHourColumns: View, Sendable {
  var arrangement: DayDetailHourTable.Arrangement
  var ellipsis: String
  var border: BorderStyle

  var body: some View {
    VStack(alignment: .leading) {
      HStack(alignment: .top, spacing: 1) {
        column(arrangement.first)
        if let second = arrangement.second {
          Divider(border)
          column(second)
        }
      }
      if arrangement.hiddenCount > 0 {
        Text("\(ellipsis) \(arrangement.hiddenCount) more \(hours)").lineLimit(1)
          .style(.secondary)
      }
    }
  }

  private var hours: String { arrangement.hiddenCount == 1 ? "hour" : "hours" }

  private func column(_ rows: [DayDetailHourRow.Props]) -> some View {
    VStack(alignment: .leading) {
      DayDetailHourRow(props: DayDetailHourRow.header).style(.secondary)
      ForEach(rows) { DayDetailHourRow(props: $0) }
    }
  }
}
