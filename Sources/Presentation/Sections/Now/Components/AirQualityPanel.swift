import TextUI

/// The air quality at the place on screen: its band and index, and the particles behind
/// it, or why there is no reading.
///
/// Three rows, as tall as the large temperature beside which the Now screen draws it
/// when the two fit across:
///
/// ```
/// Air quality
/// Fair · EAQI 35
/// PM2.5 12 · PM10 18
/// ```
///
/// The title is secondary and the headline in its ``Status``'s role, which its words
/// already name ("Fair", "Poor", "Unavailable").
public struct AirQualityPanel: View, Sendable {
  /// The reading, already worded by the container.
  public struct Props: Equatable, Sendable {
    /// The band and the index ("Fair · EAQI 35"), or why there is none ("Loading…",
    /// "Unavailable", "No reading").
    public var headline: String
    /// The particles in µg/m³ ("PM2.5 12 · PM10 18"); `nil` when none was reported.
    public var particles: String?
    /// How good the air is, or why there is no reading: colours the headline.
    public var status: Status

    public init(headline: String, particles: String?, status: Status) {
      self.headline = headline
      self.particles = particles
      self.status = status
    }
  }

  /// How good the air is, in the three bands the palette colours, or why the panel has
  /// no reading to show.
  public enum Status: Equatable, Sendable {
    /// Good or fair air.
    case good
    /// Moderate air: fine for most.
    case moderate
    /// Poor air or worse: unhealthy for sensitive groups.
    case poor
    /// No reading yet, or an answer without one.
    case noReading
    /// The request failed and there is no earlier reading.
    case unavailable

    /// The headline's role in the palette.
    var style: Style {
      switch self {
      case .good: .airGood
      case .moderate: .airModerate
      case .poor: .airPoor
      case .noReading: .secondary
      case .unavailable: .failure
      }
    }
  }

  /// The reading shown.
  public var props: Props

  /// Creates the panel.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text("Air quality").lineLimit(1).style(.secondary)
      Text(props.headline).lineLimit(1).style(props.status.style)
      if let particles = props.particles { Text(particles).lineLimit(1) }
    }
  }
}
