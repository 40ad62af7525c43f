import Foundation
import Presentation
import Services

extension AlertsContainer {
  /// The Alerts sheet's props: a pure function of the weather's state.
  ///
  /// Alerts are listed most severe first (warning, watch, advisory, statement, ended),
  /// the newest first within a kind, whatever order the source sent them in; issue
  /// times are in the time zone of the place the weather is for. With no weather yet
  /// the sheet says it is loading, or that the request failed.
  ///
  /// - Parameters:
  ///   - state: the weather service's state; the last good weather is used while
  ///     loading or after a failure.
  ///   - active: the place on screen, named when the state has no location of its own.
  ///   - glyphs: the glyph set.
  public static func props(
    state: FetchState<Weather>, active: Location, glyphs: Glyphs
  ) -> AlertsSheet.Props {
    AlertsSheet.Props(
      content: content(for: state, active: active, glyphs: glyphs), border: glyphs.border)
  }

  private static func content(
    for state: FetchState<Weather>, active: Location, glyphs: Glyphs
  ) -> AlertsSheet.Content {
    guard let fetched = state.latest else {
      let name = (state.location ?? active).name
      return .message(
        state.placeholder(loading: .loadingAlerts(for: name, ellipsis: glyphs.ellipsis)))
    }
    guard !fetched.value.alerts.isEmpty else {
      return .message(.noAlerts(for: fetched.location.name))
    }
    let local = LocalTime(timeZoneID: fetched.location.timeZoneID)
    return .alerts(
      bySeverity(fetched.value.alerts).map { alert in
        AlertsSheetRow.Props(
          id: "\(alert.kind.rawValue) \(alert.time.timeIntervalSince1970) \(alert.title)",
          badge: badge(for: alert.kind), title: alert.title,
          issued: local.dateAndClock(alert.time), severity: severity(of: alert.kind))
      })
  }

  /// Most severe kind first; within a kind, the newest first.
  static func bySeverity(_ alerts: [Weather.Alert]) -> [Weather.Alert] {
    alerts.sorted { ($0.kind, $1.time) < ($1.kind, $0.time) }
  }

  /// How severe `kind` is, for the badge's colour.
  static func severity(of kind: Weather.Alert.Kind) -> AlertsSheetRow.Severity {
    switch kind {
    case .warning: .warning
    case .watch: .watch
    case .advisory: .advisory
    case .statement: .statement
    case .ended: .ended
    }
  }

  /// The badge for `kind`: "WARNING", "WATCH", "ADVISORY", "STATEMENT" or "ENDED".
  static func badge(for kind: Weather.Alert.Kind) -> String {
    switch kind {
    case .warning: "WARNING"
    case .watch: "WATCH"
    case .advisory: "ADVISORY"
    case .statement: "STATEMENT"
    case .ended: "ENDED"
    }
  }
}
