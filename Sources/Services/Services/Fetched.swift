import Foundation

/// A value a client delivered, with the location it is for and when it arrived.
///
/// Keeping the location beside the value lets a screen (and a test) tell whose weather
/// it is showing, and keeping the time lets the header say "Updated 5 min ago".
public struct Fetched<Value: Sendable & Equatable>: Sendable, Equatable {
  public var value: Value
  public var location: Location
  /// When the reply arrived, by the injected clock.
  public var fetchedAt: Date

  public init(value: Value, location: Location, fetchedAt: Date) {
    self.value = value
    self.location = location
    self.fetchedAt = fetchedAt
  }
}
