import Foundation

extension URL {
  /// The valid port numbers: a URL's port is a 16-bit number, and 0 names no server.
  static let validPorts = 1...65_535

  /// Why the HTTP clients will not ask this URL, or `nil` when they will.
  ///
  /// Checked for the source's own URLs and for every redirect's target, before a
  /// connection is made:
  ///
  /// - **A port out of range** (`:65536`, `:99999`). Passed on, it became another port
  ///   (65536 is 0 to the socket calls), so the request failed as "the server refused
  ///   the connection", blaming a server for a URL that names none.
  /// - **Credentials** (`http://user:secret@host`). Stratus sends no
  ///   credentials written in a URL, so the request would go without them and fail for
  ///   a reason nobody could see; and the URL, printed in an error, would show the
  ///   password. The reason names the user but never the password.
  ///
  /// - Returns: the reason, in words that finish "the URL is not valid: …".
  var requestProblem: String? { portProblem ?? credentialsProblem }

  /// Why the port cannot be asked (out of range), or `nil` when it can.
  var portProblem: String? {
    guard let port, !Self.validPorts.contains(port) else { return nil }
    return "port \(port) is out of range (\(Self.validPorts.lowerBound)-"
      + "\(Self.validPorts.upperBound))"
  }

  /// Why credentials written in the URL stop it being asked, naming the user but never
  /// the password; `nil` when it holds none.
  var credentialsProblem: String? {
    guard let user = user(percentEncoded: true) else { return nil }
    let shown = password(percentEncoded: true) == nil ? user : "\(user):\(APIKey.redacted)"
    return "it holds credentials before the host (\(shown)@), which Stratus does not send; "
      + "an Open-Meteo key belongs in the account's API key"
  }
}
