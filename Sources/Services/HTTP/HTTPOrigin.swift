import Foundation

/// The scheme, host and port a URL is asked of: what a redirect must keep to be
/// followed.
///
/// A redirect that leaves its origin is refused (``HTTPExchange``). Following one to any
/// host would let whoever answers the first request (anyone on the way, for `http:`)
/// send the request, and the account's key with it, to a server of their choosing, and
/// a redirect from `http:` to `https:` would hand the request to URLSession, the one
/// path whose memory cannot be bounded. Open-Meteo redirects within itself only.
///
/// ```swift
/// HTTPOrigin(URL(string: "http://Example.com/a")!) == HTTPOrigin(URL(string: "http://example.com:80/b")!)
/// ```
struct HTTPOrigin: Equatable, CustomStringConvertible {
  /// `http` or `https`, lowercased.
  var scheme: String
  /// The host as written, lowercased: `127.0.0.1`, `::1`, `api.open-meteo.com`.
  var host: String
  /// The port, the scheme's own when the URL names none.
  var port: Int

  /// The origin of `url`, or `nil` when it is not an `http:` or `https:` URL with a host.
  init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), let defaultPort = Self.defaultPorts[scheme],
      let host = url.host(percentEncoded: false)?.lowercased(), !host.isEmpty
    else { return nil }
    self.scheme = scheme
    self.host = host
    port = url.port ?? defaultPort
  }

  /// The port each scheme uses when a URL names none.
  private static let defaultPorts = ["http": 80, "https": 443]

  /// `http://127.0.0.1:8080`: always with the port, so a message says exactly what was
  /// compared.
  var description: String {
    "\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)"
  }
}
