import TextUI

/// One hour of the day detail: time, sky, temperature, chance of precipitation and
/// wind, in fixed-width columns so that the rows of a day line up under their header.
///
/// The sky is in its condition's role and the temperature in its band's; the table
/// draws the header row secondary.
public struct DayDetailHourRow: View, Sendable {
  /// One hour, already formatted.
  public struct Props: Equatable, Sendable, Identifiable {
    /// The hour's position in the forecast's hours: unique even on the night the clocks
    /// go back, when "01:00" comes twice.
    public var id: Int
    /// "15:00", in the location's time zone.
    public var hour: String
    /// The sky glyph ("❄️").
    public var symbol: String
    /// The kind of weather the glyph shows, which colours it; `nil` in the header.
    public var condition: ConditionKind?
    /// "-2°".
    public var temperature: String
    /// How warm the hour is, which colours its temperature; `nil` when it is missing,
    /// and in the header.
    public var band: TemperatureBand?
    /// Chance of precipitation ("100%").
    public var precipitation: String
    /// "NE 48 km/h".
    public var wind: String

    public init(
      id: Int, hour: String, symbol: String, condition: ConditionKind?, temperature: String,
      band: TemperatureBand?, precipitation: String, wind: String
    ) {
      self.id = id
      self.hour = hour
      self.symbol = symbol
      self.condition = condition
      self.temperature = temperature
      self.band = band
      self.precipitation = precipitation
      self.wind = wind
    }
  }

  /// The column titles, drawn by a row like any hour so they share its widths.
  public static let header = Props(
    id: -1, hour: "Time", symbol: "Sky", condition: nil, temperature: "Temp", band: nil,
    precipitation: "Precip", wind: "Wind")

  /// The hour shown.
  public var props: Props

  /// Creates the row.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    HStack(spacing: 1) {
      Text(props.hour).lineLimit(1).frame(width: 5, alignment: .leading)
      Text(props.symbol).lineLimit(1).style(props.condition?.style ?? .plain)
        .frame(width: 3, alignment: .leading)
      Text(props.temperature).lineLimit(1).style(props.band?.style ?? .plain)
        .frame(width: 4, alignment: .trailing)
      Text(props.precipitation).lineLimit(1).frame(width: 6, alignment: .trailing)
      Text(props.wind).lineLimit(1).frame(width: 12, alignment: .leading)
    }
  }
}
