import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends the GET requests of the HTTP clients to an Open-Meteo server.
///
/// The clients differ only in the endpoint, the query and the decoder, so everything
/// that makes a request safe lives here once: the URL with the key (the only place the
/// key is revealed), the timeout, the reply size limit, the mapping of every failure to a
/// ``ClientError``, and the one redacted ``Log`` line per request.
///
/// Two clients fetch, because only one can keep the size limit whatever a server sends:
///
/// - `http:` URLs go to Stratus's own HTTP/1.1 client, ``PlainHTTPFetch``. It reads the
///   reply 64 KB at a time and stops at the limit, so a hostile server (a gzip reply
///   that unpacks to gigabytes, a 100 MB body, a redirect with a huge body) costs at most
///   the limit and a piece in memory.
/// - `https:` URLs go to URLSession, which brings TLS. The same checks apply to what it
///   delivers, but on Linux (libcurl underneath) it unpacks a compressed reply before any
///   check can see it, reads on for a while after a cancel, and keeps a redirect's whole
///   body: there the limit bounds what Stratus keeps, not what Foundation reads.
///   Docs/Services.md has the measurements.
///
/// Redirects are followed here for both, so each hop is checked alike, and only within
/// the scheme, host and port they came from (``HTTPOrigin``): an `http:` request never
/// ends up with URLSession.
///
/// Each transport owns one `URLSession`. An `.ephemeral` configuration keeps request URLs,
/// and so the key, out of any on-disk cache. The session holds its delegate until it is
/// invalidated, so the transport invalidates it when the last client holding the
/// transport goes away (switching account replaces the clients): sessions do not pile up.
final class HTTPTransport: Sendable {
  /// An Open-Meteo endpoint Stratus asks: its path, and the host that serves it on
  /// Open-Meteo's public service when that is not the forecast's.
  struct Endpoint: Sendable {
    var path: String
    var publicHost: URL?

    static let forecast = Endpoint(path: "v1/forecast", publicHost: nil)
    static let search = Endpoint(
      path: "v1/search", publicHost: URL(string: "https://geocoding-api.open-meteo.com"))
  }

  private let server: OpenMeteoServer
  private let apiKey: APIKey?
  private let log: Log
  private let plainHTTP: PlainHTTP
  private let session: URLSession
  private let router = HTTPTaskRouter()

  /// Who fetches `http:` URLs.
  enum PlainHTTP: Sendable {
    /// Stratus's own client, ``PlainHTTPFetch``: the size limit holds on every byte.
    case ownClient
    /// URLSession, as for `https:`: for the tests of that path, which have no TLS server.
    case urlSession
  }

  /// The most redirects followed for one request.
  static let maximumRedirects = 10

  /// A transport for `server`, sending `apiKey` (when there is one) with every request.
  ///
  /// - Parameter plainHTTP: who fetches `http:` URLs; tests choose URLSession to exercise
  ///   the path `https:` URLs take.
  init(server: OpenMeteoServer, apiKey: APIKey?, log: Log, plainHTTP: PlainHTTP = .ownClient) {
    self.server = server
    self.apiKey = apiKey
    self.log = log
    self.plainHTTP = plainHTTP
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.timeoutIntervalForRequest = server.urlSessionTimeout
    configuration.timeoutIntervalForResource = server.urlSessionTimeout
    session = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
  }

  deinit {
    session.invalidateAndCancel()
  }

  // MARK: - Requests

  /// Asks `endpoint` with `query` and decodes the reply.
  ///
  /// Writes one log line whatever happens, such as
  /// `GET http://host/v1/forecast?latitude=…&apikey=<redacted> -> 200, 1234 bytes`.
  ///
  /// - Parameters:
  ///   - decode: reads the reply body; `source` is the redacted URL, for its errors.
  /// - Returns: what `decode` made of the body.
  /// - Throws: a ``ClientError``, or `CancellationError` when the calling task is
  ///   cancelled (the request is cancelled with it).
  func get<Value>(
    _ endpoint: Endpoint, query: [URLQueryItem],
    decode: (_ body: Data, _ source: String) throws -> Value
  ) async throws -> Value {
    let url = url(for: endpoint, query: query)
    let source = Redaction.redact(url)
    // Where the request has got to: a redirect's target, once one is followed. Errors
    // name it, so a target that fails is not blamed on the server that sent there.
    var reached = url
    func write(_ outcome: String) {
      let hops = reached == url ? "" : "redirected to \(Redaction.redact(reached)), "
      self.write("GET \(source) -> \(hops)\(outcome)")
    }
    let body: Data
    do {
      body = try await fetch(url, reaching: &reached)
    } catch let error as ClientError {
      write(Self.outcome(of: error))
      throw error
    } catch {
      write("cancelled")
      throw error
    }
    do {
      let value = try decode(body, Redaction.redact(reached))
      write("200, \(body.count) bytes")
      return value
    } catch let error as ClientError {
      write("200, \(body.count) bytes, \(Self.outcome(of: error))")
      throw error
    }
  }

  /// The URL of `endpoint`: its path appended to the base URL's own path (so a server
  /// mounted under a prefix works), then `query` and the key.
  func url(for endpoint: Endpoint, query: [URLQueryItem]) -> URL {
    let base = server.host(for: endpoint)
    var items = query
    if let apiKey, !apiKey.revealed.isEmpty {
      items.append(URLQueryItem(name: Redaction.apiKeyParameter, value: apiKey.revealed))
    }
    let endpointURL = base.appending(path: endpoint.path)
    guard !items.isEmpty,
      var components = URLComponents(url: endpointURL, resolvingAgainstBaseURL: false)
    else { return endpointURL }
    components.queryItems = items
    // NB: URLComponents leaves `+` alone in a query, and servers read it as a space; a key
    // or place name with a `+` must arrive as one.
    components.percentEncodedQuery = components.percentEncodedQuery?
      .replacingOccurrences(of: "+", with: "%2B")
    return components.url ?? endpointURL
  }

  // MARK: - One fetch

  /// The body of the reply to a GET of `url`, within the server's timeout and size limit,
  /// following up to ``maximumRedirects`` redirects.
  ///
  /// The deadline covers the whole fetch, redirects included. Each request is an
  /// ``HTTPExchange`` that ends in a body, a redirect or an error, and names its own URL
  /// in that error. A URL that is not valid (a port past 65535, credentials) is refused
  /// before any connection is made; the exchange refuses a redirect's target likewise.
  ///
  /// - Parameter reached: set to each redirect's target as it is followed.
  private func fetch(_ url: URL, reaching reached: inout URL) async throws -> Data {
    let deadline = ContinuousClock.now + server.timeout
    if let problem = Self.problem(with: url) {
      throw ClientError.unreachable(
        source: Redaction.redact(url), reason: "the URL is not valid: \(problem)")
    }
    for _ in 0...Self.maximumRedirects {
      switch try await exchange(reached, source: Redaction.redact(reached), deadline: deadline) {
      case .body(let body): return body
      case .redirect(let target): reached = target
      }
    }
    throw ClientError.malformed(
      source: Redaction.redact(url),
      reason: "the server redirected more than \(Self.maximumRedirects) times")
  }

  /// Why `url`, a source's own, cannot be asked, or `nil` when it can.
  static func problem(with url: URL) -> String? {
    guard HTTPOrigin(url) != nil else { return "it is not an http or https URL with a host" }
    return url.requestProblem
  }

  /// How the exchange for one request of `url` ended.
  ///
  /// Two clocks guard the timeout. The deadline task below is the limit itself: it fails
  /// the exchange when the time is up, whatever the connection is doing (connecting,
  /// waiting for headers, stalled after them, trickling a byte at a time), with the same
  /// error on every platform. The fetch's own timer is a backstop that also stops the
  /// transfer inside it: URLSession's `timeoutInterval` is an idle timer, reset by every
  /// byte received, so it alone would let a trickling server run on.
  private func exchange(
    _ url: URL, source: String, deadline: ContinuousClock.Instant
  ) async throws -> HTTPExchange.Ending {
    try Task.checkCancellation()
    let exchange = start(url, source: source, deadline: deadline)
    let timer = Task {
      do { try await Task.sleep(until: deadline, clock: .continuous) } catch { return }
      exchange.settle(.failure(exchange.timedOut))
    }
    defer { timer.cancel() }
    return try await withTaskCancellationHandler {
      try await exchange.ending()
    } onCancel: {
      exchange.settle(.failure(CancellationError()))
    }
  }

  /// Starts a GET of `url`: by Stratus's own client for `http:` (unless ``plainHTTP``
  /// says otherwise), by URLSession for `https:`.
  private func start(
    _ url: URL, source: String, deadline: ContinuousClock.Instant
  ) -> HTTPExchange {
    if url.scheme?.lowercased() == "http", plainHTTP == .ownClient {
      let fetch = PlainHTTPFetch(url: url, deadline: deadline)
      let exchange = HTTPExchange(
        source: source, apiKey: apiKey, limitBytes: server.maximumReplyBytes,
        timeoutSeconds: server.timeoutSeconds, stop: { fetch.cancel() })
      fetch.start(reportingTo: exchange)
      return exchange
    }
    var request = URLRequest(
      url: url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: server.urlSessionTimeout)
    request.httpMethod = "GET"
    // NB: on Linux URLSession unpacks a compressed reply whatever this says; asking keeps
    // an honest server from compressing, and the exchange refuses a reply that is.
    request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
    let task = session.dataTask(with: request)
    let exchange = HTTPExchange(
      source: source, apiKey: apiKey, limitBytes: server.maximumReplyBytes,
      timeoutSeconds: server.timeoutSeconds, stop: { task.cancel() })
    router.register(exchange, for: task)
    task.resume()
    return exchange
  }

  // MARK: - Logging

  /// Writes `line` with the key removed once more, in case a foreign message carried it.
  private func write(_ line: String) {
    log.write(Redaction.redact(line, key: apiKey))
  }

  /// How a failed request ends its log line: short, and without the URL the line already
  /// starts with.
  private static func outcome(of error: ClientError) -> String {
    switch error {
    case .unreachable(_, let reason): "unreachable: \(reason)"
    case .timedOut: "timed out"
    case .httpStatus(_, let code): "HTTP \(code)"
    case .malformed(_, let reason): "unreadable: \(reason)"
    case .tooLarge(_, let limitBytes): "larger than the limit of \(limitBytes) bytes"
    default: error.description
    }
  }
}

extension OpenMeteoServer {
  /// ``timeout`` in seconds, as ``ClientError/timedOut(source:seconds:)`` reports it.
  var timeoutSeconds: Double {
    let (seconds, attoseconds) = timeout.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// ``timeout`` rounded up to whole seconds, for URLSession's own timers.
  ///
  /// NB: swift-corelibs-foundation (Linux) arms its timer for `Int(timeoutInterval) * 1000`
  /// milliseconds, so half a second becomes zero and fails every request at once, and
  /// 2.5 s fires at 2 s. Rounded up, URLSession never fires before the transport's own
  /// deadline, which keeps the exact limit.
  var urlSessionTimeout: TimeInterval {
    max(1, timeoutSeconds.rounded(.up))
  }
}
