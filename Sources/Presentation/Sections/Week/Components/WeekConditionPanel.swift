import TextUI

/// The selected half-day at a glance: sky, temperature, summary, chance of
/// precipitation and wind.
///
/// It is given only these values, not the whole screen's props, so that moving the
/// selection to a day with the same forecast, or flipping the switch when both halves
/// read alike, leaves it untouched.
///
/// The sky and the summary are in the condition's role, the temperature in its band's,
/// and the labels secondary; without a forecast for the half, its "No forecast" is
/// secondary.
public struct WeekConditionPanel: View, Sendable {
  /// One half-day, already formatted in the user's units.
  public struct Props: Equatable, Sendable {
    /// The sky glyph ("❄️").
    public var symbol: String
    /// The kind of weather of the half, which colours the glyph and the summary; `nil`
    /// when there is no forecast for it.
    public var condition: ConditionKind?
    /// The half's high or low, labelled: "High -2°", "Low -4°".
    public var temperature: String
    /// How warm the high or low is, which colours it; `nil` when it is missing.
    public var band: TemperatureBand?
    /// One line of forecast ("Snow at times heavy"); wraps when long.
    public var summary: String
    /// Chance of precipitation ("100%", or ``Glyphs/missingValue``).
    public var precipitation: String
    /// Wind direction and speed ("NE 48 km/h", or ``Glyphs/missingValue``).
    public var wind: String

    public init(
      symbol: String, condition: ConditionKind?, temperature: String, band: TemperatureBand?,
      summary: String, precipitation: String, wind: String
    ) {
      self.symbol = symbol
      self.condition = condition
      self.temperature = temperature
      self.band = band
      self.summary = summary
      self.precipitation = precipitation
      self.wind = wind
    }
  }

  /// The half-day shown.
  public var props: Props

  /// Creates the panel.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack(spacing: 2) {
        Text(props.symbol).style(props.condition?.style ?? .plain)
        Text(props.temperature).lineLimit(1).style(props.band?.style ?? .plain)
      }
      Text(props.summary).lineLimit(2).style(props.condition?.style ?? .secondary)
      labelled("Precip", props.precipitation)
      labelled("Wind", props.wind)
    }
  }

  /// A value after a secondary label in a column of labels, so the values line up.
  private func labelled(_ label: String, _ value: String) -> some View {
    HStack(spacing: 1) {
      Text(label).style(.secondary).frame(width: 6, alignment: .leading)
      Text(value).lineLimit(1)
    }
  }
}
