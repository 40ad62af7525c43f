import Foundation
import Presentation
import Services
import Testing
import TextSnapshots
import TextUI

@testable import Containers

/// The header's props for each state of the weather: the place, its sky, its local time
/// and how fresh the data is.
@MainActor
@Suite struct HeaderContainerTests {
  private static let toronto = Location.fixtures.toronto
  /// Two minutes after Toronto's fixture weather was fetched: 15:02 in Toronto.
  private static let now = FixtureTime.reference.addingTimeInterval(2 * 60)
  private static let fetched = Fetched(
    value: Weather.fixtures.toronto, location: toronto, fetchedAt: FixtureTime.reference)

  private func props(
    _ state: FetchState<Weather>, place: Location = toronto, glyphs: Glyphs = .unicode
  ) -> HeaderBar.Props {
    HeaderContainer.props(state: state, active: place, now: Self.now, glyphs: glyphs)
  }

  /// The hand-written `HeaderBar.Props` fixtures are the container's own output for the
  /// matching services' fixtures.
  @Test func fixturesAreTheContainersOwnOutput() {
    assertEqual(props(.loaded(Self.fetched)), .toronto)
    let seoul = Fetched(
      value: Weather.fixtures.seoul, location: Location.fixtures.seoul,
      fetchedAt: FixtureTime.reference)
    assertEqual(props(.loaded(seoul), place: .fixtures.seoul), .seoul)
    let oslo = Location.fixtures.oslo
    assertEqual(
      HeaderContainer.props(
        state: .loading(oslo, previous: nil), active: oslo, now: FixtureTime.reference,
        glyphs: .unicode), .loading)
  }

  @Test func headerPropsForLoadedWeather() {
    assertInlineSnapshot(of: props(.loaded(Self.fetched)), as: .dump) {
      """
      |HeaderBar.Props(|
      |  title: "❄️ Toronto, Ontario",|
      |  status: "Sun 15:02 · Updated 2 min ago",|
      |)|
      """
    }
  }

  /// No sky before any weather; the clock is the place's own.
  @Test func headerPropsBeforeAnyWeather() {
    assertInlineSnapshot(of: props(.idle, place: .fixtures.seoul), as: .dump) {
      """
      |HeaderBar.Props(|
      |  title: "서울, 서울특별시",|
      |  status: "Mon 05:02 · Not updated yet",|
      |)|
      """
    }
  }

  /// A refresh in flight keeps the sky of the weather on screen.
  @Test func headerPropsWhileARefreshIsInFlight() {
    let refreshing = props(.loading(Self.toronto, previous: Self.fetched), glyphs: .ascii)
    assertInlineSnapshot(of: refreshing, as: .dump) {
      """
      |HeaderBar.Props(|
      |  title: "** Toronto, Ontario",|
      |  status: "Sun 15:02 | Loading...",|
      |)|
      """
    }
  }

  @Test func headerPropsAfterARefreshFailed() {
    let error = ClientError.unreachable(source: "Open-Meteo", reason: "offline")
    let failed = props(.failed(error, location: Self.toronto, lastGood: Self.fetched))
    assertInlineSnapshot(of: failed, as: .dump) {
      """
      |HeaderBar.Props(|
      |  title: "❄️ Toronto, Ontario",|
      |  status: "Sun 15:02 · Update failed",|
      |)|
      """
    }
  }

  /// The place changed and its weather has not been asked for yet: Toronto's sky and
  /// freshness are not shown over Oslo.
  @Test func headerPropsForAPlaceWhoseWeatherHasNotArrived() {
    assertInlineSnapshot(of: props(.loaded(Self.fetched), place: .fixtures.oslo), as: .dump) {
      """
      |HeaderBar.Props(|
      |  title: "Oslo, Norway",|
      |  status: "Sun 21:02 · Not updated yet",|
      |)|
      """
    }
  }
}
