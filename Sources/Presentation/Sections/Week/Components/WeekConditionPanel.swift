import TextUI

/// The selected half-day at a glance: sky, temperature, summary, chance of
/// precipitation and wind.
///
/// It is given only these values, not the whole screen's props, so that moving the
/// selection to a day with the same forecast, or flipping the switch when both halves
/// read alike, leaves it untouched.
public struct WeekConditionPanel: View, Sendable {
  /// One half-day, already formatted in the user's units.
  public struct Props: Equatable, Sendable {
    /// The sky glyph ("❄️").
    public var symbol: String
    /// The half's high or low, labelled: "High -2°", "Low -4°".
    public var temperature: String
    /// One line of forecast ("Snow at times heavy"); wraps when long.
    public var summary: String
    /// Chance of precipitation ("100%", or ``Glyphs/missingValue``).
    public var precipitation: String
    /// Wind direction and speed ("NE 48 km/h", or ``Glyphs/missingValue``).
    public var wind: String

    public init(
      symbol: String, temperature: String, summary: String, precipitation: String,
      wind: String
    ) {
      self.symbol = symbol
      self.temperature = temperature
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
        Text(props.symbol)
        Text(props.temperature).lineLimit(1)
      }
      Text(props.summary).lineLimit(2)
      labelled("Precip", props.precipitation)
      labelled("Wind", props.wind)
    }
  }

  /// A value after a label in a column of labels, so the values line up.
  private func labelled(_ label: String, _ value: String) -> some View {
    HStack(spacing: 1) {
      Text(label).frame(width: 6, alignment: .leading)
      Text(value).lineLimit(1)
    }
  }
}
