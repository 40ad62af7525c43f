import TextUI

/// The row of days at the top of the Week screen, the selected one marked.
///
/// A view never learns the terminal's width, so the picker offers layouts in order of
/// preference and ``ViewThatFits`` shows the first whose ideal width fits:
///
/// 1. every day, two lines each with the sky and temperatures (120 columns);
/// 2. every day on one line, "▸ Sun 22" (80 columns);
/// 3. every day in compact two-line cells, "▸Sun" over "22" (40 columns);
/// 4. only the days next to the selection, compact (narrower still).
///
/// The last one guarantees that the selected day is always visible: rather than let a
/// row of seven days be cut off at the right edge (hiding Saturday when it is the
/// selected day), it shows a window of ``windowSize`` days around the selection. The
/// window is worked out here from the props, not by the container: which days fit is a
/// layout question, and only the layout knows it is being squeezed.
///
/// The rows of every day are ``LazyHStack``s: a forecast can be long (issue 23 measures
/// 10,000 days), and a lazy row builds and measures only the days that fit. Asked
/// whether it fits, it stops at the first day past the width, so the picker's cost
/// follows the width of the terminal, not the length of the forecast.
public struct WeekDayPicker: View, Sendable {
  /// The days, each knowing whether it is selected.
  public struct Props: Equatable, Sendable {
    /// Every day of the forecast, in order.
    public var days: [WeekDayCell.Props]
    /// The mark before the selected day (`Glyphs.pointer`).
    public var pointer: String

    public init(days: [WeekDayCell.Props], pointer: String) {
      self.days = days
      self.pointer = pointer
    }
  }

  /// How many days the narrowest layout shows: the selection and one on either side.
  public static let windowSize = 3

  /// The days shown.
  public var props: Props

  /// Creates the picker.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    let selected = props.days.firstIndex(where: \.isSelected)
    ViewThatFits(in: [.horizontal]) {
      everyDay(style: .detailed, spacing: 3, anchor: selected)
      everyDay(style: .regular, spacing: 2, anchor: selected)
      everyDay(style: .compact, spacing: 1, anchor: selected)
      HStack(alignment: .top, spacing: 1) {
        ForEach(Self.window(of: props.days, size: Self.windowSize)) {
          WeekDayCell(props: $0, style: .compact, pointer: props.pointer)
        }
      }
    }
  }

  /// One alternative: every day side by side in `style`, built only as far as it fits.
  private func everyDay(
    style: WeekDayCell.Style, spacing: Int, anchor: Int?
  ) -> some View {
    LazyHStack(props.days, anchor: anchor, alignment: .top, spacing: spacing) {
      WeekDayCell(props: $0, style: style, pointer: props.pointer)
    }
  }

  /// Up to `size` consecutive days that include the selected one, centred on it except
  /// at either end of the week (where the window keeps its size by reaching further the
  /// other way).
  ///
  /// - Returns: the days of the window, or the first `size` days when none is selected.
  static func window(of days: [WeekDayCell.Props], size: Int) -> [WeekDayCell.Props] {
    guard days.count > size else { return days }
    let selected = days.firstIndex(where: \.isSelected) ?? 0
    let start = min(max(selected - size / 2, 0), days.count - size)
    return Array(days[start..<(start + size)])
  }
}
