extension Account {
  /// The built-in accounts.
  public enum Fixtures {
    /// No API key (Open-Meteo's free service needs none), metric, at home in Toronto.
    public static let personal = Account(
      id: "personal", displayName: "Personal",
      favourites: [Location.fixtures.oslo, Location.fixtures.tokyo],
      preferences: .standard, home: Location.fixtures.toronto)
    /// With an API key, imperial units, at home in 서울 and no favourites.
    public static let work = Account(
      id: "work", displayName: "Work", apiKey: APIKey("fixture-work-key-7d1f0c"),
      favourites: [], preferences: Preferences(units: .imperial, autoRefreshMinutes: 5),
      home: Location.fixtures.seoul)

    /// Both accounts, personal first.
    public static let all = [personal, work]
  }

  /// The built-in accounts (`Account.fixtures.personal`).
  public static var fixtures: Fixtures.Type { Fixtures.self }
}
