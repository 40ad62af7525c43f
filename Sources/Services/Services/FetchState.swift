/// Where a fetched value is in its life: nothing asked yet, on its way, arrived, or
/// failed.
///
/// Loading and failure keep the last good value *for the same location*, so a screen
/// can keep showing it under a spinner or beside a "Something broke" toast instead of
/// going blank; a different location never inherits another's value.
public enum FetchState<Value: Sendable & Equatable>: Sendable, Equatable {
  /// Nothing has been asked for.
  case idle
  /// A request for `location` is in flight; `previous` is what it will replace.
  case loading(Location, previous: Fetched<Value>?)
  /// The latest reply.
  case loaded(Fetched<Value>)
  /// The latest request for `location` failed; `lastGood` is the value before it.
  case failed(ClientError, location: Location, lastGood: Fetched<Value>?)

  /// The location the state is about, if any.
  public var location: Location? {
    switch self {
    case .idle: nil
    case .loading(let location, _): location
    case .loaded(let fetched): fetched.location
    case .failed(_, let location, _): location
    }
  }

  /// The value to show: the reply, or the last good one while loading or after a
  /// failure.
  public var latest: Fetched<Value>? {
    switch self {
    case .idle: nil
    case .loading(_, let previous): previous
    case .loaded(let fetched): fetched
    case .failed(_, _, let lastGood): lastGood
    }
  }

  /// Whether a request is in flight.
  public var isLoading: Bool {
    if case .loading = self { true } else { false }
  }

  /// The failure, when the latest request failed.
  public var error: ClientError? {
    if case .failed(let error, _, _) = self { error } else { nil }
  }

  /// The value worth keeping when a new request for `location` starts.
  func latest(for location: Location) -> Fetched<Value>? {
    latest.flatMap { $0.location.id == location.id ? $0 : nil }
  }
}
