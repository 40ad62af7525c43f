/// A person's set-up: their weather service key, favourite places, preferences and home.
///
/// Switching account re-wires the clients with its key and reloads the rest
/// (the `AccountToClients` binder).
public struct Account: Sendable, Equatable, Codable, Identifiable {
  /// A stable identifier, used in file names and to tell replies apart.
  public var id: String
  /// The name shown in the account switcher ("Personal", "Work").
  public var displayName: String
  /// The Open-Meteo API key, if the account has one (the free service needs none).
  public var apiKey: APIKey?
  /// Favourite places in the user's order.
  public var favourites: [Location]
  public var preferences: Preferences
  /// Where the app opens for this account.
  public var home: Location

  public init(
    id: String, displayName: String, apiKey: APIKey? = nil, favourites: [Location] = [],
    preferences: Preferences = .standard, home: Location
  ) {
    self.id = id
    self.displayName = displayName
    self.apiKey = apiKey
    self.favourites = favourites
    self.preferences = preferences
    self.home = home
  }
}
