import TextUI

/// One hour of the hourly strip: time, sky, temperature and chance of precipitation.
public struct HourColumn: View {
  /// One hour, already formatted.
  public struct Props: Equatable, Sendable {
    public var hour: String
    public var condition: String
    public var temperature: String
    public var precipitation: String

    public init(hour: String, condition: String, temperature: String, precipitation: String) {
      self.hour = hour
      self.condition = condition
      self.temperature = temperature
      self.precipitation = precipitation
    }
  }

  /// The hour shown.
  public var props: Props

  /// Creates the column.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack {
      Text(props.hour)
      Text(props.condition)
      Text(props.temperature)
      Text(props.precipitation)
    }
    .frame(minWidth: 5)
  }
}
