import Foundation
import Presentation
import Services
import ServicesTestSupport
import Testing
import TextSnapshots
import TextUI

@testable import Containers

/// The day detail pushed on the Week tab: one local day's hours.
@MainActor
@Suite struct DayDetailContainerTests {
  private let toronto = Weather.fixture(for: Location.fixtures.toronto, at: FixtureTime.reference)

  private func loaded(_ weather: Weather, for location: Location) -> FetchState<Weather> {
    .loaded(Fetched(value: weather, location: location, fetchedAt: FixtureTime.reference))
  }

  /// The day detail's rows for day `dayIndex`, or a test failure.
  private func hours(
    _ weather: Weather, for location: Location = .fixtures.toronto, dayIndex: Int,
    units: Preferences.Units = .metric
  ) throws -> [DayDetailHourRow.Props] {
    let props = DayDetailContainer.props(
      state: loaded(weather, for: location), active: location, dayIndex: dayIndex, units: units,
      glyphs: .unicode)
    guard case .hours(let table) = props.content else {
      throw Failure.unexpected("\(props.content)")
    }
    return table.rows
  }

  private enum Failure: Error {
    case unexpected(String)
  }

  // MARK: - Props

  /// Toronto's Sunday from the current hour (15:00) to 23:00 local time, in metric.
  @Test func dayDetailPropsForALoadedDay() {
    let props = DayDetailContainer.props(
      state: loaded(toronto, for: .fixtures.toronto), active: .fixtures.toronto, dayIndex: 0,
      units: .metric,
      glyphs: .unicode)
    assertSnapshot(of: props, as: .dump)
  }

  @Test func dayDetailPropsWhileTheFirstLoadIsInFlight() {
    let props = DayDetailContainer.props(
      state: .loading(.fixtures.toronto, previous: nil), active: .fixtures.toronto, dayIndex: 0,
      units: .metric,
      glyphs: .unicode)
    assertInlineSnapshot(of: props, as: .dump) {
      """
      |DayDetailView.Props(|
      |  title: nil,|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["Loading the weather for Toronto…"],|
      |    kind: .notice,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
  }

  @Test func dayDetailPropsForAFailureWithNothingToShow() {
    let failure = ClientError.unreachable(source: "Open-Meteo", reason: "offline")
    let props = DayDetailContainer.props(
      state: .failed(failure, location: .fixtures.toronto, lastGood: nil),
      active: .fixtures.toronto, dayIndex: 0,
      units: .metric, glyphs: .unicode)
    assertInlineSnapshot(of: props, as: .dump) {
      """
      |DayDetailView.Props(|
      |  title: nil,|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["Something broke. Make sure your device is online and try again.", "Press r to retry"],|
      |    kind: .failure,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
  }

  @Test func dayDetailListsOnlyThatLocalDaysHours() throws {
    let today = try hours(toronto, dayIndex: 0)
    #expect(today.map(\.hour) == (15...23).map { "\($0):00" })
    let tomorrow = try hours(toronto, dayIndex: 1)
    #expect(tomorrow.count == 24)
    #expect(tomorrow.first?.hour == "00:00")
    #expect(tomorrow.last?.hour == "23:00")
    // Toronto's Monday starts at 05:00 UTC: hour 9 of the forecast (15:00 Sunday + 9).
    #expect(tomorrow.first?.id == 9)
    #expect(tomorrow.first?.wind == "NE 46 km/h")
  }

  @Test func dayDetailUsesTheLocationsTimeZoneNotUTC() throws {
    let seoul = try hours(Weather.fixtures.seoul, for: .fixtures.seoul, dayIndex: 0)
    #expect(seoul.first?.hour == "05:00")
    #expect(seoul.count == 19)
  }

  /// Reykjavík's fixture has days but no hours: the day is named, its table says so.
  @Test func dayDetailPropsForADayWithoutHours() {
    let props = DayDetailContainer.props(
      state: loaded(Weather.fixtures.reykjavik, for: .fixtures.reykjavik),
      active: .fixtures.reykjavik, dayIndex: 0,
      units: .metric, glyphs: .unicode)
    assertInlineSnapshot(of: props, as: .dump) {
      """
      |DayDetailView.Props(|
      |  title: "Sun 22 Nov · Reykjavík",|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["No hourly forecast for this day."],|
      |    kind: .notice,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
  }

  /// A refresh can shorten the forecast under a pushed day detail.
  @Test func dayDetailPropsForADayNoLongerInTheForecast() {
    let props = DayDetailContainer.props(
      state: loaded(toronto, for: .fixtures.toronto), active: .fixtures.toronto, dayIndex: 9,
      units: .metric,
      glyphs: .unicode)
    assertInlineSnapshot(of: props, as: .dump) {
      """
      |DayDetailView.Props(|
      |  title: nil,|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["This day is no longer in the forecast."],|
      |    kind: .notice,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
  }

  @Test func hoursInImperialUnits() throws {
    let first = try #require(try hours(toronto, dayIndex: 0, units: .imperial).first)
    #expect(first.temperature == "28°")
    #expect(first.wind == "NE 30 mph")
  }

  // MARK: - The fixtures are what the container makes

  /// The day detail for day `dayIndex` of `location`'s fixture weather, loaded at the
  /// reference time.
  private func props(
    _ location: Location, dayIndex: Int = 0, glyphs: Glyphs = .unicode
  ) -> DayDetailView.Props {
    DayDetailContainer.props(
      state: loaded(.fixture(for: location, at: FixtureTime.reference), for: location),
      active: location, dayIndex: dayIndex, units: .metric, glyphs: glyphs)
  }

  /// The hand-written `DayDetailView.Props` fixtures are the container's own output for
  /// the matching services' fixtures.
  @Test func fixturesAreTheContainersOwnOutput() {
    assertEqual(props(.fixtures.toronto), .toronto)
    assertEqual(props(.fixtures.toronto, dayIndex: 1), .torontoTomorrow)
    assertEqual(props(.fixtures.saoPaulo), .saoPaulo)
    assertEqual(props(.fixtures.llanfairpwll), .llanfairpwll)
    assertEqual(props(.fixtures.seoul), .seoul)
    assertEqual(props(.fixtures.reykjavik), .empty)
    assertEqual(props(.fixtures.toronto, glyphs: .ascii), .ascii)
    let toronto = Location.fixtures.toronto
    assertEqual(
      DayDetailContainer.props(
        state: .loading(toronto, previous: nil), active: toronto, dayIndex: 0,
        units: .metric, glyphs: .unicode), .loading)
    assertEqual(
      DayDetailContainer.props(
        state: .failed(
          .unreachable(source: "Open-Meteo", reason: "offline"), location: toronto,
          lastGood: nil),
        active: toronto, dayIndex: 0, units: .metric, glyphs: .unicode), .failed)
  }

  // MARK: - Keys

  @Test func escapePopsTheDayDetail() async {
    let (weather, location, preferences) = await loadedTorontoServices()
    let router = Router(path: [.dayDetail(dayIndex: 1)])
    let renderer = Renderer()
    let frame = renderer.render(
      DayDetailContainer(
        dayIndex: 1, weather: weather, location: location, preferences: preferences, router: router,
        glyphs: .unicode),
      width: 80, height: 20)
    #expect(frame.rows[0].contains("Mon 23 Nov · Toronto"))
    renderer.dispatch(.escape)
    #expect(router.path.isEmpty)
  }
}
