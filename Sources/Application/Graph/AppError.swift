import Services

/// Why the app could not be built from a configuration.
public enum AppError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No account has the name asked for.
  case unknownAccount(name: String, known: [String])

  public var description: String {
    switch self {
    case .unknownAccount(let name, let known):
      "unknown account '\(Echo.cut(name))'; accounts: "
        + known.map { Echo.cut($0) }.joined(separator: ", ")
    }
  }
}
