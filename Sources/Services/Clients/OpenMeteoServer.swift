import Foundation

/// An Open-Meteo server and how patiently to talk to it.
public struct OpenMeteoServer: Sendable, Equatable {
  /// Serves every endpoint, unless ``otherHosts`` names another host for it or the
  /// server is Open-Meteo's public service (``usesPublicHosts``).
  public var baseURL: URL
  /// Endpoints served by another host, by path: `["v1/search": geocodingURL]`, as a
  /// server that splits its endpoints over hosts (and the tests of that) need.
  public var otherHosts: [String: URL]
  /// Whether each endpoint goes to the host Open-Meteo's public service answers it on
  /// (geocoding and each feed have hosts of their own, which the endpoint declares: an
  /// ``OpenMeteoFeed``'s `publicHost`).
  public var usesPublicHosts: Bool
  /// How long to wait for a reply before giving up.
  public var timeout: Duration
  /// The largest reply accepted, in bytes; a larger one fails rather than filling memory.
  public var maximumReplyBytes: Int

  public init(
    baseURL: URL, otherHosts: [String: URL] = [:], usesPublicHosts: Bool = false,
    timeout: Duration = .seconds(10), maximumReplyBytes: Int = 10_000_000
  ) {
    self.baseURL = baseURL
    self.otherHosts = otherHosts
    self.usesPublicHosts = usesPublicHosts
    self.timeout = timeout
    self.maximumReplyBytes = maximumReplyBytes
  }

  /// Open-Meteo's free public service: the forecast on `api.open-meteo.com`, every other
  /// endpoint on the host it declares.
  public static let openMeteo = OpenMeteoServer(
    baseURL: URL(string: "https://api.open-meteo.com")!, usesPublicHosts: true)

  /// Why the clients will not ask ``baseURL`` or one of ``otherHosts`` (a port out of
  /// range, credentials before the host), or `nil` when they will: for a caller that
  /// takes the URL from a person and would rather say so before anything starts. A
  /// request to such a URL fails with the same reason.
  public var urlProblem: String? {
    ([baseURL] + otherHosts.values).lazy.compactMap(HTTPTransport.problem(with:)).first
  }

  /// The host that serves `endpoint`.
  func host(for endpoint: HTTPTransport.Endpoint) -> URL {
    if let host = otherHosts[endpoint.path] { return host }
    if usesPublicHosts, let host = endpoint.publicHost { return host }
    return baseURL
  }
}
