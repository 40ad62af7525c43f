extension Location {
  /// The built-in places, each chosen for what it exercises on the screens.
  ///
  /// The same values serve the fixture clients, previews, snapshot tests and the command
  /// line, so a place named in a test is the place a person sees with `--location`.
  public enum Fixtures {
    /// Toronto: a full forecast with a warning and a statement in force.
    public static let toronto = Location(
      name: "Toronto", region: "Ontario", country: "Canada", latitude: 43.6532,
      longitude: -79.3832, timeZoneID: "America/Toronto")
    /// Oslo: no current temperature, and temperatures just below zero that round to 0.
    public static let oslo = Location(
      name: "Oslo", region: "Oslo", country: "Norway", latitude: 59.9139, longitude: 10.7522,
      timeZoneID: "Europe/Oslo")
    /// 東京 (Tokyo): wide characters everywhere, and missing measurements.
    public static let tokyo = Location(
      name: "東京", region: "東京都", country: "日本", latitude: 35.6762, longitude: 139.6503,
      timeZoneID: "Asia/Tokyo")
    /// São Paulo: the first day has only its night half, whatever the time, and a
    /// humidex.
    public static let saoPaulo = Location(
      name: "São Paulo", region: "São Paulo", country: "Brazil", latitude: -23.5505,
      longitude: -46.6333, timeZoneID: "America/Sao_Paulo")
    /// Reykjavík: an empty hourly forecast and a radar with no frames.
    public static let reykjavik = Location(
      name: "Reykjavík", region: "Capital Region", country: "Iceland", latitude: 64.1466,
      longitude: -21.9426, timeZoneID: "Atlantic/Reykjavik")
    /// 서울 (Seoul): Hangul names and a radar sequence with a band of rain passing over.
    public static let seoul = Location(
      name: "서울", region: "서울특별시", country: "대한민국", latitude: 37.5665,
      longitude: 126.9780, timeZoneID: "Asia/Seoul")
    /// A very long name (and long alert and forecast texts), to prove every screen
    /// truncates instead of breaking its layout.
    public static let llanfairpwll = Location(
      name: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch",
      region: "Isle of Anglesey", country: "United Kingdom", latitude: 53.2241,
      longitude: -4.1977, timeZoneID: "Europe/London")

    /// Every built-in place, in the order the picker lists them.
    public static let all = [toronto, oslo, tokyo, saoPaulo, reykjavik, seoul, llanfairpwll]
  }

  /// The built-in places (`Location.fixtures.toronto`).
  public static var fixtures: Fixtures.Type { Fixtures.self }
}
