/// A request for an account that does not exist.
public enum AccountError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No account has the name or id `name`; `known` lists the display names there are.
  case unknown(name: String, known: [String])

  public var description: String {
    switch self {
    case .unknown(let name, let known):
      "No account named '\(name)'. Accounts: \(known.joined(separator: ", "))"
    }
  }
}
