import Foundation

/// Removes secrets from text before it can reach an error, a log line or a screen.
///
/// The HTTP client is the only code that puts an API key into a string (the request
/// URL), so it runs every URL and every underlying error message through ``redact(_:key:)``
/// before building a ``ClientError`` or writing a ``Log`` line.
public enum Redaction {
  /// The query parameter Open-Meteo reads the key from.
  public static let apiKeyParameter = "apikey"

  /// `url` as text, with the value of its `apikey` parameter, and any password before
  /// its host, replaced by `<redacted>`.
  ///
  /// The query is rewritten as text rather than through `URLComponents`, which would
  /// percent-encode the marker into `%3Credacted%3E`: a log should say what it means.
  /// The clients refuse a URL with a password (``Foundation/URL/requestProblem``), but
  /// the error that says so names the URL, and must not print the password either.
  public static func redact(_ url: URL) -> String {
    var text = url.absoluteString
    if let password = url.password(percentEncoded: true), let user = url.user(percentEncoded: true),
      let range = text.range(of: "//\(user):\(password)@")
    {
      text.replaceSubrange(range, with: "//\(user):\(APIKey.redacted)@")
    }
    guard let questionMark = text.firstIndex(of: "?") else { return text }
    let query = text[text.index(after: questionMark)...]
    let pairs = query.split(separator: "&", omittingEmptySubsequences: false).map { pair in
      let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
      return name == apiKeyParameter ? "\(apiKeyParameter)=\(APIKey.redacted)" : String(pair)
    }
    return text[...questionMark] + pairs.joined(separator: "&")
  }

  /// `text` with every occurrence of the key, raw or percent-encoded, replaced by
  /// `<redacted>`: the belt to ``redact(_:)``'s braces, for messages written by code we
  /// do not control (a Foundation error that quotes the URL).
  public static func redact(_ text: String, key: APIKey?) -> String {
    guard let key, !key.revealed.isEmpty else { return text }
    var result = text.replacingOccurrences(of: key.revealed, with: APIKey.redacted)
    if let encoded = key.revealed.addingPercentEncoding(withAllowedCharacters: .alphanumerics),
      encoded != key.revealed
    {
      result = result.replacingOccurrences(of: encoded, with: APIKey.redacted)
    }
    return result
  }
}
