import TextUI

/// One alert in the Alerts sheet: its kind as a badge, its title (wrapped, never cut)
/// and when it was issued.
///
/// ```
/// WARNING   Winter storm warning
///           Issued Sun 22 Nov 11:12
/// ```
public struct AlertsSheetRow: View, Sendable {
  /// Everything a row shows, already worded by the container.
  public struct Props: Equatable, Sendable {
    /// Tells rows apart in a list, whatever their titles.
    public var id: String
    /// The kind, in capitals: "WARNING", "WATCH", "ADVISORY", "STATEMENT", "ENDED".
    public var badge: String
    /// The alert's title.
    public var title: String
    /// When it was issued, in the location's time zone ("Sun 22 Nov 11:12").
    public var issued: String
    /// How severe the alert is, which colours its badge.
    public var severity: Severity

    public init(id: String, badge: String, title: String, issued: String, severity: Severity) {
      self.id = id
      self.badge = badge
      self.title = title
      self.issued = issued
      self.severity = severity
    }
  }

  /// How severe an alert is: the kinds of alert, most severe first.
  public enum Severity: Equatable, Sendable {
    case warning, watch, advisory, statement, ended

    /// The badge's role in the palette.
    var style: Style {
      switch self {
      case .warning: .alertWarning
      case .watch: .alertWatch
      case .advisory, .statement: .alertAdvisory
      case .ended: .alertEnded
      }
    }
  }

  /// The columns the badge takes: the longest kind, "STATEMENT".
  static let badgeWidth = 9

  /// The data shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    HStack(alignment: .top, spacing: 1) {
      Text(props.badge).lineLimit(1).style(props.severity.style).frame(
        width: Self.badgeWidth, alignment: .leading)
      VStack(alignment: .leading) {
        Text(props.title)
        Text("Issued \(props.issued)").style(.secondary)
      }
      .frame(maxWidth: .max, alignment: .leading)
    }
  }
}
