import TextUI

extension AlertBadge {
  /// Toronto's two alerts in force, as the badge's container counts them.
  public static let twoAlerts = AlertBadge(text: "⚠ 2 alerts")
}

extension AlertBadge: Previewable {
  /// Two alerts in force, and none (the badge draws nothing).
  public static let fixtures = [
    Fixture("twoAlerts", AlertBadge.twoAlerts),
    Fixture("none", AlertBadge(text: nil)),
  ]
}
