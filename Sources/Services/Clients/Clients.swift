/// Every client one account uses, built together so they always share a source and a
/// key.
///
/// The weather, geocoding and radar clients are properties, made in ``init(_:)``. A
/// feed's client (``FeedClient``) is made when it is first asked for,
/// `clients[feed: AirQualityFeed.self]`, so a new feed is registered nowhere. Every way
/// of making clients (a ``DataSource``, a forced `--state`, ``failing(report:)``) is a
/// ``ClientFactory``, asked for each client in turn, so none of them lists the clients
/// again. Switching account replaces them all at once (the `AccountToClients` binder),
/// as IceCubes' `setClient` replaces every service's client.
public struct Clients: Sendable {
  public var weather: WeatherClient
  public var geocoding: GeocodingClient
  public var radar: RadarClient

  /// Makes each feed's client when it is asked for.
  private let factory: any ClientFactory
  /// Feed clients set by hand (a test's double), by feed.
  private var feedClients: [ObjectIdentifier: any Sendable] = [:]

  /// Every client, each made by `factory`.
  public init(_ factory: some ClientFactory) {
    self.factory = factory
    weather = factory.make(WeatherClient.self)
    geocoding = factory.make(GeocodingClient.self)
    radar = factory.make(RadarClient.self)
  }

  /// The client of `feed`: the one set here, or a new one from the factory.
  public subscript<Feed: OpenMeteoFeed>(feed feed: Feed.Type) -> FeedClient<Feed> {
    get {
      feedClients[ObjectIdentifier(feed)] as? FeedClient<Feed>
        ?? factory.make(FeedClient<Feed>.self)
    }
    set { feedClients[ObjectIdentifier(feed)] = newValue }
  }
}

/// Makes a client of any type: one way of building ``Clients`` (a data source, a forced
/// state, a test double), written once for every client.
public protocol ClientFactory: Sendable {
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
