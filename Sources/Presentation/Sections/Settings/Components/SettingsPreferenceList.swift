import TextUI

/// The Settings screen's preferences: the unit systems, the one in force marked, and
/// how often the weather refreshes itself.
///
/// The keys that change them (`u`, `+`, `-`) are bound by ``SettingsView``, so they
/// work wherever the screen is, not only while this part is visible.
public struct SettingsPreferenceList: View, Sendable {
  /// The preferences as shown.
  public struct Props: Equatable, Sendable {
    /// Metric then imperial, each spelled with its units.
    public var units: [SettingsChoiceRow.Props]
    /// "Every 10 min" or "Off".
    public var autoRefresh: String

    public init(units: [SettingsChoiceRow.Props], autoRefresh: String) {
      self.units = units
      self.autoRefresh = autoRefresh
    }
  }

  /// The data shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text("Units").lineLimit(1)
      ForEach(props.units, id: \.title) { SettingsChoiceRow(props: $0) }
      Text("Auto-refresh: \(props.autoRefresh)").lineLimit(1)
    }
  }
}
