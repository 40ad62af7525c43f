import TextUI

/// Today's sun: when it rises and sets, how long it is up, what it does next, and the
/// day as a bar.
public struct SunPanel: View, Sendable {
  /// What the panel shows, formatted by the container.
  public struct Props: Equatable, Sendable {
    /// Local times ("07:14"), or a dash when the sun does not rise or set today.
    public var sunrise: String
    public var sunset: String
    /// How long the sun is up ("9 h 32 min").
    public var daylight: String
    /// The next thing the sun does, from now ("Sunset in 1 h 46 min").
    public var next: String
    /// The day as a bar; `nil` when there are no sun times to draw.
    public var bar: DaylightBar.Props?

    public init(
      sunrise: String, sunset: String, daylight: String, next: String, bar: DaylightBar.Props?
    ) {
      self.sunrise = sunrise
      self.sunset = sunset
      self.daylight = daylight
      self.next = next
      self.bar = bar
    }
  }

  /// The data shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack(alignment: .leading) {
      row("Sunrise", props.sunrise)
      row("Sunset", props.sunset)
      row("Daylight", props.daylight)
      Text(props.next).lineLimit(1)
      if let bar = props.bar {
        DaylightBar(props: bar).padding(.top, 1)
      }
    }
  }

  /// A label in a column wide enough for "Daylight", then its value.
  private func row(_ label: String, _ value: String) -> some View {
    HStack(spacing: 2) {
      Text(label).style(.secondary).frame(width: 8, alignment: .leading)
      Text(value).lineLimit(1)
    }
  }
}
