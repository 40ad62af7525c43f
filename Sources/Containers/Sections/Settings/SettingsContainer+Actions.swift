import Presentation
import Services
import TextUI

extension SettingsContainer {
  /// `u` toggles the units; `+` and `-` step the auto-refresh interval (see
  /// ``AutoRefreshSteps``). The service is read when the key is pressed, so a reused
  /// view still steps from the interval in force.
  public static func actions(preferences: PreferencesService) -> SettingsView.Actions {
    SettingsView.Actions(
      toggleUnits: Action { preferences.toggleUnits() },
      refreshMoreOften: Action {
        let minutes = preferences.preferences.autoRefreshMinutes
        preferences.setAutoRefresh(minutes: AutoRefreshSteps.moreOften(than: minutes))
      },
      refreshLessOften: Action {
        let minutes = preferences.preferences.autoRefreshMinutes
        preferences.setAutoRefresh(minutes: AutoRefreshSteps.lessOften(than: minutes))
      })
  }
}
