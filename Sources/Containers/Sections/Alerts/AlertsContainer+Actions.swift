import Presentation
import Services
import TextUI

extension AlertsContainer {
  /// Esc closes the sheet; the router is read when the key is pressed.
  public static func actions(router: Router) -> AlertsSheet.Actions {
    AlertsSheet.Actions(close: Action { router.dismiss() })
  }
}
