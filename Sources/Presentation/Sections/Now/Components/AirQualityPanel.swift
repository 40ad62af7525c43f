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
public struct AirQualityPanel: View, Sendable {
  /// The reading, already worded by the container.
  public struct Props: Equatable, Sendable {
    /// The band and the index ("Fair · EAQI 35"), or why there is none ("Loading…",
    /// "Unavailable", "No reading").
    public var headline: String
    /// The particles in µg/m³ ("PM2.5 12 · PM10 18"); `nil` when none was reported.
    public var particles: String?

    public init(headline: String, particles: String?) {
      self.headline = headline
      self.particles = particles
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
      Text("Air quality").lineLimit(1)
      Text(props.headline).lineLimit(1)
      if let particles = props.particles { Text(particles).lineLimit(1) }
    }
  }
}
