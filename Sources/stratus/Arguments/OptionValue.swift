import Foundation
import Services

/// Checks option values, with messages that say what was expected: the readers that
/// declarations (``Option``) are given. Choices are read by ``Choice``.
enum OptionValue {
  /// A whole number in `range`.
  static func integer(
    _ value: String, in range: ClosedRange<Int>, for option: String
  ) throws(CommandFailure) -> Int {
    guard let number = Int(value), range.contains(number) else {
      throw .usage(
        "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(value)'"
      )
    }
    return number
  }

  /// An ISO 8601 date and time with a zone, read strictly (see ``ISO8601Time``):
  /// `2026-11-22T15:00:00-05:00`, `2026-11-22T20:00Z`.
  static func date(_ value: String, for option: String) throws(CommandFailure) -> Date {
    do {
      return try ISO8601Time.date(from: value)
    } catch {
      throw .usage(
        "\(option) '\(value)': \(details: error.reason); write an ISO 8601 time with a zone, like 2026-11-22T15:00:00-05:00 or 2026-11-22T20:00Z"
      )
    }
  }

  /// `fixtures`, `open-meteo` (the public service, whose forecast, search and air quality
  /// each have a host of their own), `file:DIR` or `http:URL` (`http:http://host:port`
  /// or just `http://host:port`, one base serving every path).
  static func source(_ value: String) throws(CommandFailure) -> DataSource {
    if value == "fixtures" { return .fixtures }
    if value == "open-meteo" { return .http(.openMeteo) }
    if value.hasPrefix("file:") {
      let path = String(value.dropFirst("file:".count))
      guard !path.isEmpty else {
        throw .usage("--source file: needs a folder, as in file:Examples/open-meteo")
      }
      try InputFile.checkFolder(path, for: "--source")
      return .file(folder: URL(fileURLWithPath: path))
    }
    if value.hasPrefix("http:") || value.hasPrefix("https:") {
      let address = value.hasPrefix("http:http") ? String(value.dropFirst("http:".count)) : value
      guard let url = URL(string: address), ["http", "https"].contains(url.scheme ?? ""),
        url.host != nil
      else {
        // Not a URL, so there is no password to find in it: name none of it but its scheme.
        let shown = value.contains("@") ? "a value holding '@'" : "'\(value)'"
        throw .usage("--source http: needs a URL like http:http://127.0.0.1:8080, got \(shown)")
      }
      // The same checks the clients make, said as a usage error before anything starts;
      // the URL is shown redacted, since it may hold a password.
      let server = OpenMeteoServer(baseURL: url)
      if let problem = server.urlProblem {
        throw .usage(
          "--source \(Redaction.redact(url)): the URL is not valid: \(details: problem)")
      }
      return .http(server)
    }
    throw .usage("unknown --source '\(value)'; sources: fixtures, open-meteo, file:DIR, http:URL")
  }
}
