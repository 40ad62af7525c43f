import Services
import Testing

extension Clients {
  /// Clients whose every endpoint records a test issue when called: the starting point
  /// for a test, which replaces only the endpoints its path should use.
  public static func unimplemented(
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Clients {
    .failing { message in Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
  }
}
