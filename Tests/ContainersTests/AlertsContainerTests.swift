import Foundation
import Presentation
import Services
import ServicesTestSupport
import Testing
import TextSnapshots
import TextUI

@testable import Containers

@MainActor
@Suite struct AlertsContainerTests {
  private static let toronto = Location.fixtures.toronto

  private func loaded(_ weather: Weather, for location: Location = toronto) -> FetchState<Weather> {
    .loaded(Fetched(value: weather, location: location, fetchedAt: FixtureTime.reference))
  }

  private func props(
    _ state: FetchState<Weather>, active: Location = toronto, glyphs: Glyphs = .unicode
  ) -> AlertsSheet.Props {
    AlertsContainer.props(state: state, active: active, glyphs: glyphs)
  }

  /// The rows the sheet lists, or an empty list for a message.
  private func rows(_ props: AlertsSheet.Props) -> [AlertsSheetRow.Props] {
    if case .alerts(let rows) = props.content { rows } else { [] }
  }

  // MARK: - Props

  /// Toronto's warning, then its statement, issued at times in Toronto's time zone.
  @Test func alertsPropsForALoadedForecast() {
    assertInlineSnapshot(of: props(loaded(Weather.fixtures.toronto)), as: .dump) {
      """
      |AlertsSheet.Props(|
      |  content: .alerts([|
      |    AlertsSheetRow.Props(|
      |      id: "warning 1795363920.0 Winter storm warning",|
      |      badge: "WARNING",|
      |      title: "Winter storm warning",|
      |      issued: "Sun 22 Nov 11:12",|
      |      severity: .warning,|
      |    ),|
      |    AlertsSheetRow.Props(|
      |      id: "statement 1795307880.0 Special weather statement",|
      |      badge: "STATEMENT",|
      |      title: "Special weather statement",|
      |      issued: "Sat 21 Nov 19:38",|
      |      severity: .statement,|
      |    ),|
      |  ]),|
      |  border: .rounded,|
      |)|
      """
    }
  }

  @Test func alertsAreOrderedMostSevereFirstThenNewestFirst() {
    let base = FixtureTime.reference
    var weather = Weather.fixtures.toronto
    weather.alerts = [
      .init(title: "Ended", time: base, kind: .ended),
      .init(title: "Old statement", time: base.addingTimeInterval(-7_200), kind: .statement),
      .init(title: "Watch", time: base, kind: .watch),
      .init(title: "New statement", time: base.addingTimeInterval(-60), kind: .statement),
      .init(title: "Advisory", time: base, kind: .advisory),
      .init(title: "Warning", time: base.addingTimeInterval(-86_400), kind: .warning),
    ]
    let rows = rows(props(loaded(weather)))
    #expect(
      rows.map(\.badge) == ["WARNING", "WATCH", "ADVISORY", "STATEMENT", "STATEMENT", "ENDED"])
    #expect(rows[3].title == "New statement")
    #expect(rows[4].title == "Old statement")
    #expect(Set(rows.map(\.id)).count == rows.count)
  }

  @Test func alertsPropsForAForecastWithoutAlerts() {
    var weather = Weather.fixtures.toronto
    weather.alerts = []
    assertInlineSnapshot(of: props(loaded(weather)), as: .dump) {
      """
      |AlertsSheet.Props(|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["No alerts in effect for Toronto."],|
      |    kind: .notice,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
  }

  @Test func issueTimesFollowTheWeathersLocationNotTheActiveOne() {
    let llanfairpwll = Location.fixtures.llanfairpwll
    let rows = rows(props(loaded(Weather.fixtures.llanfairpwll, for: llanfairpwll)))
    #expect(rows.map(\.issued) == ["Sun 22 Nov 13:05"])
    #expect(rows.first?.title.hasPrefix("Yellow warning for wind") == true)
  }

  /// Before any weather has arrived the sheet names the place whose alerts are on their
  /// way; with no request yet (idle) it says the same.
  @Test func alertsPropsWhileTheFirstLoadIsInFlight() {
    let loading = props(.loading(Self.toronto, previous: nil))
    assertInlineSnapshot(of: loading, as: .dump) {
      """
      |AlertsSheet.Props(|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["Loading the alerts for Toronto…"],|
      |    kind: .notice,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
    #expect(props(.idle) == loading)
    #expect(
      props(.loading(Self.toronto, previous: nil), glyphs: .ascii).content
        == .message(.init(lines: ["Loading the alerts for Toronto..."], kind: .notice)))
  }

  @Test func alertsPropsForAFailureWithNothingToShow() {
    let error = ClientError.unreachable(source: "the weather client", reason: "offline")
    let failed = props(.failed(error, location: Self.toronto, lastGood: nil))
    assertInlineSnapshot(of: failed, as: .dump) {
      """
      |AlertsSheet.Props(|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["Something broke. Make sure your device is online and try again.", "Press r to retry"],|
      |    kind: .failure,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
  }

  @Test func lastGoodWeatherStillListsItsAlerts() {
    let error = ClientError.timedOut(source: "the weather client", seconds: 10)
    let lastGood = Fetched(
      value: Weather.fixtures.toronto, location: Self.toronto, fetchedAt: FixtureTime.reference)
    let rows = rows(props(.failed(error, location: Self.toronto, lastGood: lastGood)))
    #expect(rows.map(\.badge) == ["WARNING", "STATEMENT"])
  }

  @Test func theBorderFollowsTheGlyphSet() {
    #expect(props(loaded(Weather.fixtures.toronto), glyphs: .ascii).border == .ascii)
  }

  // MARK: - The fixtures are what the container makes

  /// The hand-written `AlertsSheet.Props` fixtures are the container's own output for
  /// the matching services' fixtures. `longTitles` is not: it sets Llanfairpwll's
  /// warning above a watch in Japanese that no fixture place issues, to show long and
  /// wide titles together, so only its rows' own fields are checked, against
  /// Llanfairpwll's.
  @Test func fixturesAreTheContainersOwnOutput() {
    assertEqual(props(loaded(Weather.fixtures.toronto)), .toronto)
    var quiet = Weather.fixtures.toronto
    quiet.alerts = []
    assertEqual(props(loaded(quiet)), AlertsSheet.Props.none)
    assertEqual(props(.loading(Self.toronto, previous: nil)), .loading)
    let error = ClientError.unreachable(source: "the weather client", reason: "offline")
    assertEqual(props(.failed(error, location: Self.toronto, lastGood: nil)), .failed)
    assertEqual(props(loaded(Weather.fixtures.toronto), glyphs: .ascii), .torontoASCII)
    let llanfairpwll = Location.fixtures.llanfairpwll
    assertEqual(
      rows(props(loaded(Weather.fixtures.llanfairpwll, for: llanfairpwll))), [.longWindWarning])
  }

  // MARK: - Rendered

  @Test func escapeDismissesTheRoutersSheet() {
    let router = Router(sheet: .alerts)
    let clock = ManualClock(now: FixtureTime.reference)
    let container = AlertsContainer(
      weather: WeatherService(client: .fixtures(clock: clock.clock), clock: clock.clock),
      location: LocationService(
        active: Self.toronto, favourites: [], ofAccount: Account.fixtures.personal.id,
        client: GeocodingClient { _ in [] }),
      router: router, glyphs: .unicode)
    let renderer = Renderer()
    let text = renderer.render(container, width: 60, height: 20).text()
    #expect(text.contains("Loading the alerts for Toronto…"))
    #expect(renderer.keyBindings.map(\.label) == ["close"])
    #expect(renderer.dispatch(.escape))
    #expect(router.sheet == nil)
  }
}
