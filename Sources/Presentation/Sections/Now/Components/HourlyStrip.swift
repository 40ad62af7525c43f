import TextUI

/// The hours ahead as a strip of columns (hour, sky, temperature, chance of
/// precipitation), with a line at local midnight and TODAY and TOMORROW over the two
/// parts.
///
/// The strip shows as many whole hours as fit (a ``TruncatingHStack``): about 8 on a
/// 40-column screen, all 24 on a wide one. With no hours at all it says so.
///
/// Each sky is in its condition's role and each temperature in its band's; the chances
/// of precipitation and the TODAY and TOMORROW labels are secondary.
///
/// ```
/// TODAY            TOMORROW
/// 21   22   23   │ 00   01   02   03   04
/// ☁️   🧊   ❄️   │ ❄️   ❄️   ❄️   ❄️   ❄️
/// 0°   0°   -1°  │ -1°  -1°  -1°  -1°  -1°
/// 60%  70%  90%  │ 100% 100% 100% 100% 100%
/// ```
public struct HourlyStrip: View, Sendable {
  /// The hours, split at local midnight.
  public struct Props: Equatable, Sendable {
    /// The hours up to local midnight, starting with the current one.
    public var today: [Hour]
    /// The hours after local midnight; empty when the strip ends before it.
    public var tomorrow: [Hour]
    /// The lines of the midnight separator (``Glyphs/border``).
    public var border: BorderStyle

    public init(today: [Hour], tomorrow: [Hour], border: BorderStyle) {
      self.today = today
      self.tomorrow = tomorrow
      self.border = border
    }

    /// Whether there is no hour to show.
    public var isEmpty: Bool { today.isEmpty && tomorrow.isEmpty }
  }

  /// One hour, already formatted.
  public struct Hour: Equatable, Sendable {
    /// Identifies the hour across passes, so that when the strip moves on by an hour
    /// each column keeps its cache: the container gives its start, in seconds since 1970.
    public var id: Int
    /// The local hour: "15".
    public var hour: String
    /// The sky, a two-cell glyph.
    public var symbol: String
    /// The kind of weather the glyph shows, which colours it.
    public var condition: ConditionKind
    /// "21°", or ``Glyphs/missingValue`` when missing.
    public var temperature: String
    /// How warm the hour is, which colours its temperature; `nil` when it is missing.
    public var band: TemperatureBand?
    /// Chance of precipitation: "40%", or ``Glyphs/missingValue`` when missing.
    public var precipitation: String

    public init(
      id: Int, hour: String, symbol: String, condition: ConditionKind, temperature: String,
      band: TemperatureBand?, precipitation: String
    ) {
      self.id = id
      self.hour = hour
      self.symbol = symbol
      self.condition = condition
      self.temperature = temperature
      self.band = band
      self.precipitation = precipitation
    }
  }

  /// Columns of one hour's width: "-12°" and "100%" are the widest values.
  static let columnWidth = 4
  /// Columns between hours.
  static let spacing = 1

  /// The hours shown.
  public var props: Props

  /// Creates the strip.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    if props.isEmpty {
      Text("Hourly forecast unavailable").lineLimit(1).style(.secondary)
    } else {
      VStack(alignment: .leading) {
        labels
        TruncatingHStack(spacing: Self.spacing) {
          ForEach(props.today, id: \.id) { Column(hour: $0) }
          if let first = props.tomorrow.first {
            HStack(spacing: Self.spacing) {
              Divider(props.border).frame(height: Column.height)
              Column(hour: first)
            }
          }
          ForEach(props.tomorrow.dropFirst(), id: \.id) { Column(hour: $0) }
        }
      }
    }
  }

  /// TODAY over the first part and, where it fits whole, TOMORROW over the second.
  ///
  /// The separator travels with the first hour after midnight, so it never shows alone
  /// at the end of a narrow strip; TOMORROW starts above that hour.
  private var labels: some View {
    ZStack(alignment: .topLeading) {
      Text("TODAY").lineLimit(1).style(.secondary)
      if !props.tomorrow.isEmpty {
        TruncatingHStack {
          Text("").frame(width: tomorrowLabelOffset)
          Text("TOMORROW").style(.secondary)
        }
      }
    }
  }

  /// Where the first hour after midnight starts: after today's columns, the separator
  /// and the spaces around it.
  private var tomorrowLabelOffset: Int {
    props.today.count * (Self.columnWidth + Self.spacing) + 1 + Self.spacing
  }
}
