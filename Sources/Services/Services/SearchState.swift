/// Where a place search is: nothing typed, on its way, answered or failed.
public enum SearchState: Sendable, Equatable {
  /// No query (or a blank one).
  case idle
  /// A search for `query` is in flight.
  case searching(query: String)
  /// The places found for `query`, best first; empty when none match.
  case found(query: String, results: [Location])
  /// The search for `query` failed.
  case failed(query: String, error: ClientError)

  /// The query the state is about, or `""`.
  public var query: String {
    switch self {
    case .idle: ""
    case .searching(let query), .found(let query, _), .failed(let query, _): query
    }
  }

  /// The places found, or none.
  public var results: [Location] {
    if case .found(_, let results) = self { results } else { [] }
  }
}
