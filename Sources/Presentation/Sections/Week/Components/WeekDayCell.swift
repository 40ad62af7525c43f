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
/// cell with the day's sky and temperatures down to a compact one. The selected day's
/// name is in the palette's selection, the sky in its condition's role and the high and
/// low each in its band's.
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
    /// The day's sky glyph ("❄️"), or blanks as wide when the day has no forecast.
    public var symbol: String
    /// The kind of weather the glyph shows, which colours it; `nil` with no glyph.
    public var condition: ConditionKind?
    /// The day's high ("-2°", or ``Glyphs/missingValue``), for the roomiest style.
    public var high: String
    /// How warm the high is, which colours it; `nil` when it is missing.
    public var highBand: TemperatureBand?
    /// The night's low ("-4°", or ``Glyphs/missingValue``), after the high and a slash.
    public var low: String
    /// How warm the low is, which colours it; `nil` when it is missing.
    public var lowBand: TemperatureBand?
    /// Whether this is the day the rest of the screen shows.
    public var isSelected: Bool

    public init(
      id: Int, weekday: String, dayOfMonth: String, symbol: String, condition: ConditionKind?,
      high: String, highBand: TemperatureBand?, low: String, lowBand: TemperatureBand?,
      isSelected: Bool
    ) {
      self.id = id
      self.weekday = weekday
      self.dayOfMonth = dayOfMonth
      self.symbol = symbol
      self.condition = condition
      self.high = high
      self.highBand = highBand
      self.low = low
      self.lowBand = lowBand
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
        sky
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

  /// "  ❄️ -2°/-4°": the sky and the high and low, each in its role, under the day's name.
  private var sky: some View {
    HStack(spacing: 0) {
      Text("\(blank) ").lineLimit(1)
      Text(props.symbol).lineLimit(1).style(props.condition?.style ?? .plain)
      Text(" ").lineLimit(1)
      Text(props.high).lineLimit(1).style(props.highBand?.style ?? .plain)
      Text("/").lineLimit(1)
      Text(props.low).lineLimit(1).style(props.lowBand?.style ?? .plain)
    }
  }

  /// The selected day's name in the palette's selection.
  private var dayStyle: TextUI.Style { props.isSelected ? .selection : .plain }

  /// The pointer on the selected day, spaces as wide on the others, so that every cell
  /// of a style has the same width and the row does not shift as the selection moves.
  private var mark: String { MarkedRow.mark(pointer, isMarked: props.isSelected) }

  private var blank: String { MarkedRow.mark(pointer, isMarked: false) }
}
