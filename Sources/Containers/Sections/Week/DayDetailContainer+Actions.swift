import Presentation
import Services
import TextUI

extension DayDetailContainer {
  /// Esc pops the day detail off the Week tab's router.
  public static func actions(router: Router) -> DayDetailView.Actions {
    DayDetailView.Actions(back: Action { router.pop() })
  }
}
