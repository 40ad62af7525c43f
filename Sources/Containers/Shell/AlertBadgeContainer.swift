import Presentation
import Services
import TextUI

/// The alert badge: how many alerts are in force for the weather shown.
public struct AlertBadgeContainer: Container {
  @Observed var weather: WeatherService
  let glyphs: Glyphs

  public init(weather: WeatherService, glyphs: Glyphs) {
    self._weather = Observed(wrappedValue: weather)
    self.glyphs = glyphs
  }

  public var body: some View {
    AlertBadge(text: Self.text(alerts: weather.state.latest?.value.alerts ?? [], glyphs: glyphs))
  }

  /// "⚠ 2 alerts", counting those still in force (an ended alert is not one); `nil`
  /// when there are none.
  public static func text(alerts: [Weather.Alert], glyphs: Glyphs) -> String? {
    let inForce = alerts.filter { $0.kind != .ended }.count
    guard inForce > 0 else { return nil }
    return "\(glyphs.alert) \(inForce) alert\(inForce == 1 ? "" : "s")"
  }
}
