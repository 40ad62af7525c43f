import Foundation
import Presentation
import Services
import TextUI

extension SettingsContainer {
  /// The Settings screen for `accounts` (the one with id `activeAccountID` in use), its
  /// `preferences`, and the weather in `state` as of `now`.
  ///
  /// - Parameters:
  ///   - accounts: the accounts listed, by display name only.
  ///   - activeAccountID: the account in use.
  ///   - preferences: the active account's units and auto-refresh interval.
  ///   - state: the weather service's state, for when the weather on screen arrived.
  ///   - now: the time now (``TimeState/now``).
  ///   - problem: why the settings could not be read or saved, if they could not.
  ///   - saveState: whether the changes made are saved, or wait for another process.
  ///   - source: the data source in use.
  ///   - glyphs: the glyph table to draw with.
  /// - Returns: the props of ``SettingsView``.
  public static func props(
    accounts: [Account], activeAccountID: Account.ID, preferences: Preferences,
    state: FetchState<Weather>, now: Date, problem: PersistenceError?,
    saveState: SaveState = .saved, source: String, glyphs: Glyphs
  ) -> SettingsView.Props {
    SettingsView.Props(
      accounts: accountList(accounts, activeAccountID: activeAccountID, glyphs: glyphs),
      preferences: preferenceList(preferences, glyphs: glyphs),
      status: dataStatus(
        source: source, state: state, now: now, problem: problem, saveState: saveState,
        glyphs: glyphs),
      border: glyphs.border)
  }

  /// Each account's display name, the active one chosen; keys are never shown.
  public static func accountList(
    _ accounts: [Account], activeAccountID: Account.ID, glyphs: Glyphs
  ) -> SettingsAccountList.Props {
    SettingsAccountList.Props(
      accounts: accounts.map { account in
        SettingsChoiceRow.Props(
          title: account.displayName, isChosen: account.id == activeAccountID,
          pointer: glyphs.pointer)
      })
  }

  /// Both unit systems, the one in force chosen, and the refresh interval.
  public static func preferenceList(
    _ preferences: Preferences, glyphs: Glyphs
  ) -> SettingsPreferenceList.Props {
    SettingsPreferenceList.Props(
      units: Preferences.Units.allCases.map { units in
        SettingsChoiceRow.Props(
          title: title(of: units, glyphs: glyphs), isChosen: units == preferences.units,
          pointer: glyphs.pointer)
      },
      autoRefresh: autoRefresh(minutes: preferences.autoRefreshMinutes))
  }

  /// The source, how long ago the weather on screen arrived (in its place's time zone
  /// when that was a day or more ago), and the settings problem, if any.
  public static func dataStatus(
    source: String, state: FetchState<Weather>, now: Date, problem: PersistenceError?,
    saveState: SaveState = .saved, glyphs: Glyphs
  ) -> SettingsDataStatus.Props {
    let updated =
      state.latest.map { fetched in
        RelativeTime.updated(
          fetched.fetchedAt, now: now, local: LocalTime(timeZoneID: fetched.location.timeZoneID))
      } ?? "Not updated yet"
    return SettingsDataStatus.Props(
      source: source, updated: updated, problem: problem?.description, alert: glyphs.alert,
      saving: saving(saveState))
  }

  /// The save state as the screen shows it: the lock waited for, by its path.
  public static func saving(_ saveState: SaveState) -> SettingsDataStatus.Saving {
    switch saveState {
    case .saved: .saved
    case .waiting(let lock): .waiting(lockFile: lock)
    }
  }

  /// "Metric (°C, km/h, kPa, km)": the system and the units it shows, the degree
  /// sign from `glyphs` ("Metric (C, km/h, kPa, km)" in ASCII).
  public static func title(of units: Preferences.Units, glyphs: Glyphs) -> String {
    switch units {
    case .metric: "Metric (\(glyphs.degree)C, km/h, kPa, km)"
    case .imperial: "Imperial (\(glyphs.degree)F, mph, inHg, mi)"
    }
  }

  /// "Every 10 min", or "Off" for 0.
  public static func autoRefresh(minutes: Int) -> String {
    minutes > 0 ? "Every \(minutes) min" : "Off"
  }
}
