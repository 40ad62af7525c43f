import Foundation
import Presentation
import Services
import ServicesTestSupport
import Testing
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

  @Test func torontoListsTheWarningThenTheStatementInTorontoTime() {
    let rows = rows(props(loaded(Weather.fixtures.toronto)))
    #expect(rows.map(\.badge) == ["WARNING", "STATEMENT"])
    #expect(rows.map(\.title) == ["Winter storm warning", "Special weather statement"])
    #expect(rows.map(\.issued) == ["Sun 22 Nov 11:12", "Sat 21 Nov 19:38"])
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

  @Test func noAlertsSaysSoForThePlace() {
    var weather = Weather.fixtures.toronto
    weather.alerts = []
    #expect(
      props(loaded(weather)).content == .message(.init(lines: ["No alerts in effect for Toronto."]))
    )
  }

  @Test func issueTimesFollowTheWeathersLocationNotTheActiveOne() {
    let llanfairpwll = Location.fixtures.llanfairpwll
    let rows = rows(props(loaded(Weather.fixtures.llanfairpwll, for: llanfairpwll)))
    #expect(rows.map(\.issued) == ["Sun 22 Nov 13:05"])
    #expect(rows.first?.title.hasPrefix("Yellow warning for wind") == true)
  }

  @Test func withoutWeatherTheSheetSaysItIsLoadingOrFailed() {
    #expect(props(.idle).content == .message(.init(lines: ["Loading the alerts for Toronto…"])))
    #expect(
      props(.loading(Self.toronto, previous: nil), glyphs: .ascii).content
        == .message(.init(lines: ["Loading the alerts for Toronto..."])))
    let error = ClientError.unreachable(source: "the weather client", reason: "offline")
    #expect(
      props(.failed(error, location: Self.toronto, lastGood: nil)).content
        == .message(
          .init(lines: [
            "Something broke. Make sure your device is online and try again.", "Press r to retry",
          ])))
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
