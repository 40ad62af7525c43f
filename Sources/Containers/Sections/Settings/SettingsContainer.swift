import Presentation
import Services
import TextUI

/// The Settings screen's business half: the accounts, the active account's preferences
/// and where the weather comes from, with keys that change the preferences.
///
/// It reads the accounts, the preferences, the weather's state (for "Updated …") and the
/// time, so it re-runs when any of them changes, a minute ticking by included; the
/// screen's components then re-render only where their own props differ.
public struct SettingsContainer: Container {
  @Observed var accounts: AccountService
  @Observed var preferences: PreferencesService
  @Observed var weather: WeatherService
  @Observed var time: TimeState
  /// The data source in use, as the command line named it ("fixtures", "file:/path",
  /// "http:https://…"): fixed for the run, so a plain value.
  let source: String
  /// The glyph set the app was started with.
  let glyphs: Glyphs

  /// - Parameters:
  ///   - accounts: the accounts listed, and the settings problem if there is one.
  ///   - preferences: the active account's units and auto-refresh interval; the keys
  ///     change them.
  ///   - weather: when the weather on screen was fetched.
  ///   - time: the current minute, for "Updated 2 min ago".
  ///   - source: the data source in use.
  ///   - glyphs: the glyph set (`--ascii` or not).
  public init(
    accounts: AccountService, preferences: PreferencesService, weather: WeatherService,
    time: TimeState, source: String, glyphs: Glyphs
  ) {
    self._accounts = Observed(wrappedValue: accounts)
    self._preferences = Observed(wrappedValue: preferences)
    self._weather = Observed(wrappedValue: weather)
    self._time = Observed(wrappedValue: time)
    self.source = source
    self.glyphs = glyphs
  }

  public var body: some View {
    SettingsView(
      props: Self.props(
        accounts: accounts.accounts, activeAccountID: accounts.activeAccount.id,
        preferences: preferences.preferences, state: weather.state, now: time.now,
        problem: accounts.problem, saveState: accounts.saveState, source: source,
        glyphs: glyphs),
      actions: Self.actions(preferences: preferences))
  }
}
