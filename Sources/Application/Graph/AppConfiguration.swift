import Foundation
import Presentation
import Services
import TextUI

/// Everything that varies between one run of the app and another: where the data comes
/// from, whose account, what time it is, how big the screen is, which glyphs.
///
/// Tests, `stratus render` and `stratus run` all build the app from one of these and
/// the same ``AppGraph``; only the values differ.
public struct AppConfiguration: Sendable {
  /// Where the weather comes from.
  public var source: DataSource
  /// Whether the source answers normally or is forced to stay loading, fail or answer
  /// with nothing.
  public var dataState: DataState
  /// The saved accounts and the active one: what a first launch starts from.
  public var settings: SavedSettings
  /// Where changes to the accounts are saved.
  public var store: SettingsStore
  /// The account to switch to at launch, by display name; `nil` keeps the saved one.
  public var accountName: String?
  /// The place to open at; `nil` opens the account's last place or its home.
  public var location: Location?
  /// Units to use instead of the account's.
  public var units: Preferences.Units?
  /// The app's clock.
  public var clock: AppClock
  /// The screen size in cells.
  public var size: Size
  /// The glyph table: ``Glyphs/unicode`` or ``Glyphs/ascii``.
  public var glyphs: Glyphs
  /// How long a location must stay put before it is fetched; `.zero` fetches at once,
  /// as scripted runs want.
  public var debounce: Duration
  /// Replaces the clients the data source would build, for tests that script replies
  /// or failures.
  public var makeClients: (@MainActor @Sendable (Account, WallClock) -> Clients)?

  public init(
    source: DataSource = .fixtures,
    dataState: DataState = .loaded,
    settings: SavedSettings = AppConfiguration.builtInSettings,
    store: SettingsStore = .inMemory(),
    accountName: String? = nil,
    location: Location? = nil,
    units: Preferences.Units? = nil,
    clock: AppClock = .manual(ManualClock(now: FixtureTime.reference)),
    size: Size = Size(width: 80, height: 24),
    glyphs: Glyphs = .unicode,
    debounce: Duration = .zero,
    makeClients: (@MainActor @Sendable (Account, WallClock) -> Clients)? = nil
  ) {
    self.source = source
    self.dataState = dataState
    self.settings = settings
    self.store = store
    self.accountName = accountName
    self.location = location
    self.units = units
    self.clock = clock
    self.size = size
    self.glyphs = glyphs
    self.debounce = debounce
    self.makeClients = makeClients
  }

  /// The clients of the data source for `account`, sending its API key: the
  /// configuration's override, or its ``source``'s, before ``dataState`` is applied.
  ///
  /// The graph builds its clients from these (with the data state on top), and so does
  /// anything that must reach the source as the app would, such as `stratus render
  /// --location` looking a place up: one path, so both send the same key.
  @MainActor
  public func sourceClients(for account: Account, clock: WallClock) -> Clients {
    makeClients?(account, clock) ?? source.clients(apiKey: account.apiKey, clock: clock)
  }

  /// The built-in accounts, Personal active: what a first launch shows.
  public static let builtInSettings = SavedSettings(
    accounts: Account.fixtures.all, activeAccountID: Account.fixtures.personal.id)
}

/// The app's clock: one that moves only when told (tests, scripts, `render`) or the
/// system's.
public enum AppClock: Sendable {
  case manual(ManualClock)
  case system

  /// The clock services take.
  public var wallClock: WallClock {
    switch self {
    case .manual(let clock): clock.clock
    case .system: .system
    }
  }
}
