import TextUI

/// A weather dashboard drawn from plain data: the engine's demonstration screen, shown by
/// `stratus render now` until the real Now screen exists.
///
/// Like every presentational view it only maps ``Props`` to text: every string arrives
/// already formatted, so the view needs no clock, locale or service.
public struct DashboardView: View, Sendable {
  /// Everything the dashboard shows.
  public struct Props: Equatable, Sendable {
    public var location: String
    public var localTime: String
    public var updated: String
    public var tabs: [String]
    public var selectedTab: Int
    public var alertBadge: String?
    public var temperature: String
    public var summary: String
    public var highLow: String
    public var feelsLike: String
    public var measurements: [MeasurementRow.Props]
    public var hours: [HourColumn.Props]
    public var keyHints: String

    public init(
      location: String, localTime: String, updated: String, tabs: [String],
      selectedTab: Int, alertBadge: String?, temperature: String, summary: String,
      highLow: String, feelsLike: String, measurements: [MeasurementRow.Props],
      hours: [HourColumn.Props], keyHints: String
    ) {
      self.location = location
      self.localTime = localTime
      self.updated = updated
      self.tabs = tabs
      self.selectedTab = selectedTab
      self.alertBadge = alertBadge
      self.temperature = temperature
      self.summary = summary
      self.highLow = highLow
      self.feelsLike = feelsLike
      self.measurements = measurements
      self.hours = hours
      self.keyHints = keyHints
    }
  }

  /// The data shown.
  public var props: Props

  /// Creates the dashboard.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text(props.location).lineLimit(1).layoutPriority(1)
        Spacer(minLength: 2)
        Text("\(props.localTime) · \(props.updated)").lineLimit(1)
      }
      .padding(.horizontal, 1)
      TabBar(tabs: props.tabs, selected: props.selectedTab, badge: props.alertBadge)
      Divider()
      HStack(alignment: .top, spacing: 1) {
        CurrentConditions(
          temperature: props.temperature, summary: props.summary, highLow: props.highLow,
          feelsLike: props.feelsLike
        )
        .frame(width: 28)
        VStack(alignment: .leading) {
          ForEach(props.measurements, id: \.label) { MeasurementRow(props: $0) }
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .max, alignment: .topLeading)
        .border(.rounded, title: "Conditions")
      }
      HStack(spacing: 1) {
        ForEach(props.hours, id: \.hour) { HourColumn(props: $0) }
      }
      .padding(.horizontal, 1)
      .frame(maxWidth: .max, alignment: .leading)
      .border(.rounded, title: "Hourly")
      Spacer()
      Text(props.keyHints).lineLimit(1).padding(.horizontal, 1)
    }
  }
}
