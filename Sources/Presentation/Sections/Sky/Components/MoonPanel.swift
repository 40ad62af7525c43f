import TextUI

/// Tonight's moon: its phase drawn and named, how much of it is lit, and the next new
/// or full moon.
public struct MoonPanel: View, Sendable {
  /// What the panel shows, formatted by the container.
  public struct Props: Equatable, Sendable {
    /// The phase drawn (`Glyphs.moonPhases`).
    public var symbol: String
    /// "Waxing gibbous".
    public var phase: String
    /// "96% lit".
    public var illumination: String
    /// "Full moon in 2 days".
    public var next: String

    public init(symbol: String, phase: String, illumination: String, next: String) {
      self.symbol = symbol
      self.phase = phase
      self.illumination = illumination
      self.next = next
    }
  }

  /// The data shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    HStack(alignment: .top, spacing: 2) {
      Text(props.symbol).style(.moon)
      VStack(alignment: .leading) {
        Text(props.phase).style(.moon).lineLimit(1)
        Text(props.illumination).style(.secondary).lineLimit(1)
        Text(props.next).style(.secondary).lineLimit(1)
      }
    }
  }
}
