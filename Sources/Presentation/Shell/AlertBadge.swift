import TextUI

/// The alert count under the end of the tab row ("⚠ 2 alerts"), or nothing.
///
/// It is its own view, apart from the tabs, so that a new place with a different number
/// of alerts redraws the badge and reuses the tabs. It is opaque, with a space either
/// side, so it sits cleanly on the rule beneath the tabs.
public struct AlertBadge: View, Sendable {
  /// The badge text, or `nil` when there are no alerts.
  public var text: String?

  public init(text: String?) {
    self.text = text
  }

  public var body: some View {
    if let text {
      Text(" \(text) ").lineLimit(1).style(.alertWarning).opaque().padding(.trailing, 1)
    }
  }
}
