/// The three clients one account uses, built together so they always share a source
/// and a key.
///
/// Switching account replaces all three at once (the `AccountToClients` binder), as
/// IceCubes' `setClient` replaces every service's client.
public struct Clients: Sendable {
  public var weather: WeatherClient
  public var geocoding: GeocodingClient
  public var radar: RadarClient

  public init(weather: WeatherClient, geocoding: GeocodingClient, radar: RadarClient) {
    self.weather = weather
    self.geocoding = geocoding
    self.radar = radar
  }
}

extension Clients {
  /// Clients that report a failure whenever any endpoint is called: the starting point
  /// for a test, which then replaces just the endpoints its path should use.
  public static func failing(report: @escaping @Sendable (_ message: String) -> Void)
    -> Clients
  {
    Clients(
      weather: .failing(report: report), geocoding: .failing(report: report),
      radar: .failing(report: report))
  }
}
