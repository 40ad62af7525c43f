import Foundation

/// Where the weather comes from: the built-in fixtures, a folder of recorded Open-Meteo
/// replies, or an Open-Meteo server.
///
/// The dependency graph holds one source and asks it for an account's ``Clients``
/// whenever the account changes, so the account's API key is always the one in use.
public enum DataSource: Sendable, Equatable, CustomStringConvertible {
  /// The built-in, deterministic fixtures.
  case fixtures
  /// Open-Meteo replies recorded in a folder (see `WeatherClient+File.swift`).
  case file(folder: URL)
  /// An Open-Meteo server.
  case http(OpenMeteoServer)

  /// Every client for this source, sending `apiKey` when the source is a server.
  ///
  /// - Parameters:
  ///   - clock: the time fixtures are generated around.
  ///   - log: where the HTTP clients write each request (redacted).
  public func clients(apiKey: APIKey?, clock: WallClock, log: Log = .discarding) -> Clients {
    Clients(Factory(source: self, apiKey: apiKey, clock: clock, log: log))
  }

  /// How Settings names the source: `fixtures`, `file:/path`, `http://host`; a password
  /// in the URL (which the clients refuse) shows as `<redacted>`.
  public var description: String {
    switch self {
    case .fixtures: "fixtures"
    case .file(let folder): "file:\(folder.path)"
    case .http(let server): "http:\(Redaction.redact(server.baseURL))"
    }
  }
}

extension DataSource {
  /// Makes each client of ``Clients`` for one source.
  private struct Factory: ClientFactory {
    let source: DataSource
    let apiKey: APIKey?
    let clock: WallClock
    let log: Log

    func make<Client: DataClient>(_ type: Client.Type) -> Client {
      switch source {
      case .fixtures: .fixtures(clock: clock)
      case .file(let folder): .file(folder: folder)
      case .http(let server): .http(server, apiKey: apiKey, log: log)
      }
    }
  }
}
