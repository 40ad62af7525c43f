import Foundation
import Services

/// What the data source does when asked: answer as it normally would, or be forced into
/// one of the states every screen must handle.
///
/// `stratus render --state` uses it to show a screen loading, failed or empty without a
/// slow or broken server. The state is applied to the clients, not to the screens: the
/// services see a request that never ends, an error, or a reply with nothing in it, and
/// every screen reacts exactly as it would to a real one. Every client of ``Clients``
/// is forced (``DataClient``), so a new one is covered without a line here.
public enum DataState: String, CaseIterable, Sendable {
  /// The source answers normally.
  case loaded
  /// No request ever finishes; the app settles without waiting for one.
  case loading
  /// Every request fails as if the network were down.
  case failed
  /// Every request succeeds with nothing in it: no readings, hours, days, alerts, radar
  /// frames or search results.
  case empty

  /// `clients` with this state applied.
  ///
  /// - Parameter clock: what an empty reply dates its reading by.
  func applied(to clients: Clients, clock: WallClock) -> Clients {
    self == .loaded ? clients : Clients(Forced(state: self, clock: clock))
  }

  /// Makes each client answer as `state` forces.
  private struct Forced: ClientFactory {
    let state: DataState
    let clock: WallClock

    func make<Client: DataClient>(_ type: Client.Type) -> Client {
      switch state {
      // `.loaded` never gets here: its clients are the source's own.
      case .loaded, .loading: .neverAnswering
      case .failed:
        .failing(
          with: .unreachable(source: "the data source", reason: "forced by --state failed"))
      case .empty: .empty(clock: clock)
      }
    }
  }
}
