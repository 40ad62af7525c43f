import Foundation
import Presentation
import Services
import ServicesTestSupport
import Testing
import TextSnapshots
import TextUI

@testable import Containers

@MainActor
@Suite struct WeekContainerTests {
  private let toronto = Weather.fixture(for: Location.fixtures.toronto, at: FixtureTime.reference)

  private func loaded(_ weather: Weather, for location: Location) -> FetchState<Weather> {
    .loaded(Fetched(value: weather, location: location, fetchedAt: FixtureTime.reference))
  }

  /// The Week screen's props for `state` with Toronto on screen, the first day's day
  /// half asked for.
  private func props(_ state: FetchState<Weather>) -> WeekView.Props {
    WeekContainer.props(
      state: state, active: .fixtures.toronto, units: .metric, selectedDay: 0,
      isNightShown: false, glyphs: .unicode)
  }

  /// The Week screen's forecast for `weather`, or a test failure.
  private func forecast(
    _ weather: Weather, for location: Location = .fixtures.toronto, selectedDay: Int = 0,
    isNightShown: Bool = false, units: Preferences.Units = .metric
  ) throws -> WeekView.Forecast {
    let props = WeekContainer.props(
      state: loaded(weather, for: location), active: location, units: units,
      selectedDay: selectedDay, isNightShown: isNightShown, glyphs: .unicode)
    guard case .forecast(let forecast) = props.content else {
      throw Failure.unexpected("\(props.content)")
    }
    return forecast
  }

  private enum Failure: Error {
    case unexpected(String)
  }

  // MARK: - Week props

  /// Toronto's seven days in the picker, the first selected, and its day half: the
  /// half left of today from the current hour, so its high is that of the afternoon.
  @Test func weekPropsForALoadedForecast() {
    assertSnapshot(of: props(loaded(toronto, for: .fixtures.toronto)), as: .dump)
  }

  @Test func nightHalfShowsTheLow() throws {
    let week = try forecast(toronto, isNightShown: true)
    #expect(week.title == "Sun 22 Nov · Night · Toronto")
    #expect(week.panel.temperature == "Low -4°")
    #expect(week.panel.wind == "ENE 49 km/h")
    #expect(week.halfSwitch.isNightShown)
  }

  @Test func singleHalfDayDisablesTheSwitchAndShowsTheHalfThatExists() throws {
    let week = try forecast(Weather.fixtures.saoPaulo, for: .fixtures.saoPaulo)
    #expect(!week.halfSwitch.isEnabled)
    #expect(week.halfSwitch.isNightShown)
    #expect(week.panel.temperature == "Low 17°")
    #expect(week.picker.days[0].high == "--")
    #expect(week.picker.days[0].highBand == nil, "a missing high is not coloured")
    #expect(week.picker.days[0].low == "17°")
    #expect(week.picker.days[0].lowBand == .mild)
  }

  @Test func imperialUnits() throws {
    let week = try forecast(toronto, units: .imperial)
    #expect(week.panel.temperature == "High 28°")
    #expect(week.panel.wind == "NE 30 mph")
    #expect(week.picker.days[0].high == "28°")
    #expect(week.picker.days[0].low == "25°")
    // The bands come from °C: 28 °F is below freezing, not hot.
    #expect(week.picker.days[0].highBand == .freezing)
    #expect(week.panel.band == .freezing)
  }

  @Test func selectionPastTheLastDayShowsTheLastDay() throws {
    let week = try forecast(toronto, selectedDay: 12)
    #expect(week.picker.days.last?.isSelected == true)
    #expect(week.title.hasPrefix("Sat 28 Nov"))
  }

  @Test func weekdaysAreThoseOfTheLocation() throws {
    let week = try forecast(Weather.fixtures.seoul, for: .fixtures.seoul)
    #expect(week.picker.days.first.map { "\($0.weekday) \($0.dayOfMonth)" } == "Mon 23")
    #expect(week.title == "Mon 23 Nov · Day · 서울")
  }

  /// Before anything has arrived the screen names the place whose weather is on its
  /// way, as the Now and Sky screens do; with no request yet (idle) it says the same.
  @Test func weekPropsWhileTheFirstLoadIsInFlight() {
    let loading = props(.loading(.fixtures.toronto, previous: nil))
    assertInlineSnapshot(of: loading, as: .dump) {
      """
      |WeekView.Props(|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["Loading the weather for Toronto…"],|
      |    kind: .notice,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
    #expect(props(.idle) == loading)
  }

  @Test func weekPropsForAFailureWithNothingToShow() {
    let failure = ClientError.unreachable(source: "Open-Meteo", reason: "offline")
    let failed = props(.failed(failure, location: .fixtures.toronto, lastGood: nil))
    assertInlineSnapshot(of: failed, as: .dump) {
      """
      |WeekView.Props(|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["Something broke. Make sure your device is online and try again.", "Press r to retry"],|
      |    kind: .failure,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
  }

  @Test func weekPropsForAForecastWithoutDays() {
    var noDays = toronto
    noDays.daily = []
    assertInlineSnapshot(of: props(loaded(noDays, for: .fixtures.toronto)), as: .dump) {
      """
      |WeekView.Props(|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["The weekly forecast is unavailable."],|
      |    kind: .notice,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
  }

  @Test func failureWithLastGoodDataKeepsShowingIt() throws {
    let failure = ClientError.timedOut(source: "Open-Meteo", seconds: 10)
    let state = FetchState<Weather>.failed(
      failure, location: .fixtures.toronto,
      lastGood: Fetched(value: toronto, location: .fixtures.toronto, fetchedAt: .distantPast))
    let props = self.props(state)
    guard case .forecast = props.content else {
      Issue.record("expected the last good forecast, got \(props.content)")
      return
    }
  }

  // MARK: - The fixtures are what the container makes

  /// The Week props for `location`'s fixture weather, loaded at the reference time.
  private func props(
    _ location: Location, selectedDay: Int = 0, isNightShown: Bool = false,
    glyphs: Glyphs = .unicode
  ) -> WeekView.Props {
    WeekContainer.props(
      state: loaded(.fixture(for: location, at: FixtureTime.reference), for: location),
      active: location, units: .metric, selectedDay: selectedDay, isNightShown: isNightShown,
      glyphs: glyphs)
  }

  /// The hand-written `WeekView.Props` fixtures are the container's own output for the
  /// matching services' fixtures.
  @Test func fixturesAreTheContainersOwnOutput() {
    assertEqual(props(.fixtures.toronto), .toronto)
    assertEqual(props(.fixtures.toronto, isNightShown: true), .torontoNight)
    assertEqual(props(.fixtures.toronto, selectedDay: 6), .torontoSaturday)
    assertEqual(props(.fixtures.saoPaulo), .saoPaulo)
    assertEqual(props(.fixtures.llanfairpwll), .llanfairpwll)
    assertEqual(props(.fixtures.seoul), .seoul)
    assertEqual(props(.fixtures.toronto, glyphs: .ascii), .ascii)
    assertEqual(self.props(.loading(.fixtures.toronto, previous: nil)), .loading)
    let failure = ClientError.unreachable(source: "Open-Meteo", reason: "offline")
    assertEqual(self.props(.failed(failure, location: .fixtures.toronto, lastGood: nil)), .failed)
    var noDays = toronto
    noDays.daily = []
    assertEqual(self.props(loaded(noDays, for: .fixtures.toronto)), .empty)
  }

  // MARK: - Actions

  @Test func arrowsMoveTheSelectionThroughTheRenderedView() async {
    let (weather, location, preferences) = await loadedTorontoServices()
    let week = WeekState()
    let container = WeekContainer(
      weather: weather, location: location, preferences: preferences, week: week, router: Router(),
      glyphs: .unicode)
    let renderer = Renderer()
    _ = renderer.render(container, width: 80, height: 20)
    renderer.dispatch(.right)
    renderer.dispatch(.right)
    #expect(week.selectedDay == 2)
    let frame = renderer.render(container, width: 80, height: 20)
    #expect(frame.rows[0].contains("▸ Tue 24"))
    renderer.dispatch(.left)
    #expect(week.selectedDay == 1)
    for _ in 0..<10 { renderer.dispatch(.right) }
    #expect(week.selectedDay == 6)
  }

  @Test func enterPushesTheSelectedDaysDetail() async {
    let (weather, location, preferences) = await loadedTorontoServices()
    let router = Router()
    let week = WeekState(selectedDay: 3)
    let renderer = Renderer()
    _ = renderer.render(
      WeekContainer(
        weather: weather, location: location, preferences: preferences, week: week, router: router,
        glyphs: .unicode),
      width: 80, height: 20)
    renderer.dispatch(.enter)
    #expect(router.path == [.dayDetail(dayIndex: 3)])
  }

  @Test func nTogglesTheHalf() async {
    let (weather, location, preferences) = await loadedTorontoServices()
    let week = WeekState()
    let container = WeekContainer(
      weather: weather, location: location, preferences: preferences, week: week, router: Router(),
      glyphs: .unicode)
    let renderer = Renderer()
    _ = renderer.render(container, width: 80, height: 20)
    renderer.dispatch("n")
    #expect(week.isNightShown)
    #expect(renderer.render(container, width: 80, height: 20).rows[2].contains("▸ Night"))
  }
}
