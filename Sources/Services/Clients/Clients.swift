/// Every client one account uses, built together so they always share a source and a
/// key.
///
/// This is where a client is registered, once: a property and a line in
/// ``init(_:)``. Every way of making clients (a ``DataSource``, a forced `--state`,
/// ``failing(report:)``) is a ``ClientFactory`` that this initializer asks for each
/// client in turn, so none of them lists the clients again. Switching account replaces
/// them all at once (the `AccountToClients` binder), as IceCubes' `setClient` replaces
/// every service's client.
public struct Clients: Sendable {
  public var weather: WeatherClient
  public var geocoding: GeocodingClient
  public var radar: RadarClient
  public var airQuality: AirQualityClient

  /// Every client, each made by `factory`.
  public init(_ factory: some ClientFactory) {
    weather = factory.make(WeatherClient.self)
    geocoding = factory.make(GeocodingClient.self)
    radar = factory.make(RadarClient.self)
    airQuality = factory.make(AirQualityClient.self)
  }
}

/// Makes a client of any type: one way of building ``Clients`` (a data source, a forced
/// state, a test double), written once for every client.
public protocol ClientFactory {
  func make<Client: DataClient>(_ type: Client.Type) -> Client
}

extension Clients {
  /// Clients that report a failure whenever any endpoint is called: the starting point
  /// for a test, which then replaces just the endpoints its path should use.
  public static func failing(report: @escaping @Sendable (_ message: String) -> Void)
    -> Clients
  {
    Clients(FailingFactory(report: report))
  }
}

private struct FailingFactory: ClientFactory {
  let report: @Sendable (_ message: String) -> Void

  func make<Client: DataClient>(_ type: Client.Type) -> Client { .failing(report: report) }
}
