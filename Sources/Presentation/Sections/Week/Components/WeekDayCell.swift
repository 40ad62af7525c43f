import TextUI

/// One day of the Week screen's day picker: its weekday and day of the month, marked
/// with the pointer when it is the selected day.
///
/// Each cell carries its own ``Props/isSelected``, so moving the selection changes the
/// value of exactly two cells (the one left and the one reached): the renderer evaluates
/// those two again and reuses the frames of the others. A cell that learned the
/// selection from its picker instead would differ on every move.
///
/// The picker chooses the ``Style`` that fits the width it is offered, from a two-line
/// cell with the day's sky and temperatures down to a compact one.
public struct WeekDayCell: View, Sendable {
  /// One day, already formatted.
  public struct Props: Equatable, Sendable, Identifiable {
    /// The day's index in the forecast: its identity in the picker, so a cell keeps its
    /// node (and cached frame) wherever the picker places it.
    public var id: Int
    /// "Sun".
    public var weekday: String
    /// "22".
    public var dayOfMonth: String
    /// The day's sky glyph ("❄️").
    public var symbol: String
    /// The day's high and low ("-2°/-4°"), for the roomiest style.
    public var temperatures: String
    /// Whether this is the day the rest of the screen shows.
    public var isSelected: Bool

    public init(
      id: Int, weekday: String, dayOfMonth: String, symbol: String, temperatures: String,
      isSelected: Bool
    ) {
      self.id = id
      self.weekday = weekday
      self.dayOfMonth = dayOfMonth
      self.symbol = symbol
      self.temperatures = temperatures
      self.isSelected = isSelected
    }
  }

  /// How much of the day a cell shows, roomiest first.
  public enum Style: Equatable, Sendable {
    /// Two lines: "▸ Sun 22" over the sky glyph and temperatures.
    case detailed
    /// One line: "▸ Sun 22".
    case regular
    /// Two narrow lines: "▸Sun" over "22", for 40-column terminals.
    case compact
  }

  /// The day shown.
  public var props: Props
  /// How much of it to show.
  public var style: Style
  /// The mark before the selected day (`Glyphs.pointer`).
  public var pointer: String

  /// Creates a cell.
  public init(props: Props, style: Style, pointer: String) {
    self.props = props
    self.style = style
    self.pointer = pointer
  }

  public var body: some View {
    switch style {
    case .detailed:
      VStack(alignment: .leading) {
        Text("\(mark) \(props.weekday) \(props.dayOfMonth)").lineLimit(1).style(dayStyle)
        Text("\(blank) \(props.symbol) \(props.temperatures)").lineLimit(1)
      }
      .frame(minWidth: 12, alignment: .leading)
    case .regular:
      Text("\(mark) \(props.weekday) \(props.dayOfMonth)").lineLimit(1).style(dayStyle)
        .frame(minWidth: 8, alignment: .leading)
    case .compact:
      VStack(alignment: .leading) {
        Text("\(mark)\(props.weekday)").lineLimit(1).style(dayStyle)
        Text("\(blank)\(props.dayOfMonth)").lineLimit(1)
      }
      .frame(minWidth: 4, alignment: .leading)
    }
  }

  /// The selected day's name in the palette's selection.
  private var dayStyle: TextUI.Style { props.isSelected ? .selection : .plain }

  /// The pointer on the selected day, spaces as wide on the others, so that every cell
  /// of a style has the same width and the row does not shift as the selection moves.
  private var mark: String { MarkedRow.mark(pointer, isMarked: props.isSelected) }

  private var blank: String { MarkedRow.mark(pointer, isMarked: false) }
}
