import Foundation

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

// MARK: - Transitions

extension FetchState {
  /// Becomes `.loading(location)`, keeping the current value if it is for that place.
  mutating func startLoading(_ location: Location) {
    self = .loading(location, previous: latest(for: location))
  }

  /// Becomes `.loaded` or `.failed` with a request's result.
  ///
  /// - Parameters:
  ///   - fetchedAt: when the reply arrived, by the service's clock.
  ///   - source: names the client in the error, should it throw something other than a
  ///     ``ClientError``.
  mutating func finish(
    _ result: Result<Value, any Error>, for location: Location, fetchedAt: Date, source: String
  ) {
    switch result {
    case .success(let value):
      self = .loaded(Fetched(value: value, location: location, fetchedAt: fetchedAt))
    case .failure(let error):
      self = .failed(
        ClientError(wrapping: error, source: source), location: location,
        lastGood: latest(for: location))
    }
  }

  /// Gives up a request in flight: back to what was showing before it (or `.idle`).
  mutating func abandonLoading() {
    if case .loading(_, let previous) = self {
      self = previous.map(FetchState.loaded) ?? .idle
    }
  }
}
