import TextUI

/// The temperature now, large when there is room, with what the sky is doing, today's
/// high and low and, when one applies, the humidex or wind chill.
///
/// It chooses its own size: three-row ``LargeDigits`` with the words beside them when
/// they fit across, otherwise one line ("-2°C  Snow and blowing snow") above the same words.
/// The words beside the digits ask for at most ``sideIdealWidth`` columns when measured,
/// so a long summary wraps under itself instead of costing the large digits their
/// place.
///
/// ```
///     ▀▀█ °C   Snow and blowing snow
/// ▀▀▀ █▀▀      H 0° · L -3°
///     ▀▀▀      Wind chill -11
/// ```
public struct TemperaturePanel: View, Sendable {
  /// The reading, already formatted in the person's units.
  public struct Props: Equatable, Sendable {
    /// The figures for the large digits: "21", "-3", or ``Glyphs/missingValue`` when missing.
    public var digits: String
    /// The unit after the large digits ("°C", "°F", "C" in ASCII); `nil` when the
    /// temperature is missing, so ``Glyphs/missingValue`` stands alone.
    public var unit: String?
    /// The temperature on one line, for narrow screens: "21°C", or ``Glyphs/missingValue``.
    public var reading: String
    /// What the sky is doing, in words: "Partly cloudy".
    public var summary: String
    /// The kind of weather the summary tells of, which colours it.
    public var condition: ConditionKind
    /// Today's high and low: "H 24° · L 15°".
    public var highLow: String
    /// The felt temperature with its index, "Humidex 25" or "Wind chill -12"; `nil`
    /// when neither applies.
    public var feelsLike: String?
    /// Draw the large digits in ASCII (see ``LargeDigits``).
    public var isASCII: Bool
    /// How warm the reading is, which colours it; `nil` when there is no reading.
    public var band: TemperatureBand?

    public init(
      digits: String, unit: String?, reading: String, summary: String,
      condition: ConditionKind, highLow: String, feelsLike: String?, isASCII: Bool,
      band: TemperatureBand?
    ) {
      self.digits = digits
      self.unit = unit
      self.reading = reading
      self.summary = summary
      self.condition = condition
      self.highLow = highLow
      self.feelsLike = feelsLike
      self.isASCII = isASCII
      self.band = band
    }
  }

  /// The widest the words beside the large digits ask to be: wide enough for "H 24° ·
  /// L 15°" and "Wind chill -12" on one line, narrow enough to leave the digits room on
  /// a 40-column screen.
  public static let sideIdealWidth = 22

  /// The reading shown.
  public var props: Props

  /// Creates the panel.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    ViewThatFits(in: [.horizontal]) {
      HStack(alignment: .top, spacing: 3) {
        HStack(alignment: .top, spacing: 1) {
          LargeDigits(props: .init(text: props.digits, isASCII: props.isASCII))
          if let unit = props.unit { Text(unit) }
        }
        .style(readingStyle)
        details.frame(idealWidth: Self.sideIdealWidth, maxWidth: .max, alignment: .topLeading)
      }
      VStack(alignment: .leading) {
        HStack(alignment: .top, spacing: 2) {
          Text(props.reading).style(readingStyle).layoutPriority(1)
          summary
        }
        Text(props.highLow).lineLimit(1)
        if let feelsLike = props.feelsLike { Text(feelsLike).lineLimit(1) }
      }
    }
  }

  /// The reading's colour: its band's role, or none without a reading.
  private var readingStyle: Style { props.band?.style ?? .plain }

  /// What the sky is doing, in its condition's role, on at most two lines.
  private var summary: Text {
    Text(props.summary).lineLimit(2).style(props.condition.style)
  }

  /// The summary, the day's range and the feels-like, one under the other.
  private var details: some View {
    VStack(alignment: .leading) {
      summary
      Text(props.highLow).lineLimit(1)
      if let feelsLike = props.feelsLike { Text(feelsLike).lineLimit(1) }
    }
  }
}
