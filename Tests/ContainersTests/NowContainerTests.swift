import Foundation
import Presentation
import Services
import Testing
import TextSnapshots
import TextUI

@testable import Containers

@MainActor
@Suite struct NowContainerTests {
  private let toronto = Weather.fixture(for: Location.fixtures.toronto, at: FixtureTime.reference)

  /// The loaded forecast the container makes of `weather` fetched for `location`.
  private func forecast(
    _ weather: Weather, for location: Location = .fixtures.toronto,
    units: Preferences.Units = .metric, glyphs: Glyphs = .unicode
  ) throws -> NowView.Forecast {
    let props = NowContainer.props(
      state: .loaded(fetched(weather, for: location)), active: location, units: units,
      glyphs: glyphs)
    guard case .loaded(let forecast) = props.content else {
      throw Failure.notLoaded(props.content)
    }
    return forecast
  }

  private func fetched(_ weather: Weather, for location: Location) -> Fetched<Weather> {
    Fetched(value: weather, location: location, fetchedAt: FixtureTime.reference)
  }

  private enum Failure: Error {
    case notLoaded(NowView.Content)
  }

  // MARK: - Props

  /// Everything the screen shows for Toronto's fixture weather, in metric: the
  /// temperature panel, the 24 hours from the current one split at local midnight, and
  /// the measurements reported. The air-quality panel comes from the container's other
  /// pure function (`NowContainerAirQualityTests`), so it is `nil` here.
  @Test func nowPropsForALoadedForecast() {
    let props = NowContainer.props(
      state: .loaded(fetched(toronto, for: .fixtures.toronto)), active: .fixtures.toronto,
      units: .metric, glyphs: .unicode)
    assertSnapshot(of: props, as: .dump)
  }

  /// Reykjavík's fixture has no hours: the strip is empty, the rest is drawn.
  @Test func nowPropsForAForecastWithoutHours() {
    let props = NowContainer.props(
      state: .loaded(fetched(Weather.fixtures.reykjavik, for: .fixtures.reykjavik)),
      active: .fixtures.reykjavik, units: .metric, glyphs: .unicode)
    assertSnapshot(of: props, as: .dump)
  }

  // MARK: - The fixtures are what the container makes

  /// The Now props for `location`'s fixture weather, loaded at the reference time.
  private func props(
    _ location: Location, units: Preferences.Units = .metric, glyphs: Glyphs = .unicode
  ) -> NowView.Props {
    NowContainer.props(
      state: .loaded(fetched(.fixture(for: location, at: FixtureTime.reference), for: location)),
      active: location, units: units, glyphs: glyphs)
  }

  /// The hand-written `NowView.Props` fixtures (what the previews and the catalogue's
  /// goldens draw) are the container's own output for the matching services' fixtures,
  /// so a change to the container cannot leave them showing what it no longer makes.
  @Test func fixturesAreTheContainersOwnOutput() {
    assertEqual(props(.fixtures.toronto), .toronto)
    assertEqual(props(.fixtures.oslo), .oslo)
    assertEqual(props(.fixtures.tokyo), .tokyo)
    assertEqual(props(.fixtures.reykjavik), .reykjavik)
    assertEqual(props(.fixtures.llanfairpwll), .llanfairpwll)
    assertEqual(props(.fixtures.toronto, units: .imperial), .torontoImperial)
    assertEqual(props(.fixtures.toronto, glyphs: .ascii), .torontoASCII)
    var withAirQuality = props(.fixtures.toronto)
    withAirQuality.airQuality = NowContainer.airQuality(
      .loaded(
        Fetched(
          value: AirQuality.fixture(for: .fixtures.toronto, at: FixtureTime.reference),
          location: .fixtures.toronto, fetchedAt: FixtureTime.reference)),
      glyphs: .unicode)
    assertEqual(withAirQuality, .torontoWithAirQuality)
    let toronto = Location.fixtures.toronto
    assertEqual(
      NowContainer.props(
        state: .loading(toronto, previous: nil), active: toronto, units: .metric,
        glyphs: .unicode), .loading)
    assertEqual(
      NowContainer.props(
        state: .failed(
          .unreachable(source: "Open-Meteo", reason: "offline"), location: toronto, lastGood: nil),
        active: toronto, units: .metric, glyphs: .unicode), .failed)
  }

  // MARK: - Temperature

  @Test func temperatureInImperial() throws {
    let temperature = try forecast(toronto, units: .imperial).temperature
    #expect(temperature.digits == "28")
    #expect(temperature.unit == "°F")
    #expect(temperature.reading == "28°F")
    #expect(temperature.highLow == "H 33° · L 26°")
    #expect(temperature.feelsLike == "Wind chill 12")
  }

  /// A reading no screen could show prints as dashes, and dashes take no band's colour
  /// (before, a NaN fell through every threshold to "hot").
  @Test func anUnshowableReadingHasNoBand() throws {
    var weather = toronto
    weather.current.celsius = .nan
    let first = try #require(weather.hourly.firstIndex { $0.time >= weather.current.time })
    weather.hourly[first].celsius = .infinity
    let forecast = try forecast(weather)
    #expect(forecast.temperature.reading == Glyphs.missingValue)
    #expect(forecast.temperature.band == nil)
    #expect(forecast.hourly.today[0].temperature == Glyphs.missingValue)
    #expect(forecast.hourly.today[0].band == nil)
  }

  /// The summary and every hour carry the kind of weather they show, from the
  /// forecast's condition, beside its glyph.
  @Test func theSummaryAndEachHourCarryTheirConditionsKind() throws {
    let forecast = try forecast(toronto)
    #expect(forecast.temperature.condition == toronto.current.condition.kind)
    #expect(forecast.temperature.condition == .snow)
    let hours = forecast.hourly.today + forecast.hourly.tomorrow
    #expect(hours.map(\.condition).contains(.cloudy), "the snow ends in the morning")
    for column in hours {
      let hour = try #require(
        toronto.hourly.first { Int($0.time.timeIntervalSince1970) == column.id })
      #expect(column.condition == hour.condition.kind)
      #expect(column.band == hour.celsius.map(TemperatureBand.init(celsius:)))
    }
  }

  @Test func missingTemperatureIsDashesWithNoUnitOrFeelsLike() throws {
    let temperature = try forecast(Weather.fixtures.oslo, for: .fixtures.oslo).temperature
    #expect(temperature.digits == Glyphs.missingValue)
    #expect(temperature.unit == nil)
    #expect(temperature.reading == Glyphs.missingValue)
    #expect(temperature.feelsLike == nil)
  }

  @Test func asciiGlyphsReachEveryPart() throws {
    let ascii = try forecast(toronto, glyphs: .ascii)
    #expect(ascii.temperature.isASCII)
    #expect(ascii.temperature.unit == "C")
    #expect(ascii.temperature.highLow == "H 0 | L -3")
    #expect(ascii.hourly.border == .ascii)
    #expect(ascii.hourly.today[0].symbol == Glyphs.ascii[.snow])
    #expect(ascii.measurements.measurements[1].value == "100.4 kPa v")
  }

  // MARK: - Hours

  @Test func hoursStartAtTheCurrentHourAndSplitAtLocalMidnight() throws {
    let hourly = try forecast(toronto).hourly
    #expect(hourly.today.map(\.hour) == ["15", "16", "17", "18", "19", "20", "21", "22", "23"])
    #expect(hourly.tomorrow.first?.hour == "00")
    #expect(hourly.tomorrow.last?.hour == "14")
    #expect(hourly.today.count + hourly.tomorrow.count == 24)
    #expect(hourly.today[0].temperature == "-2°")
    #expect(hourly.today[0].precipitation == "100%")
    #expect(hourly.today[0].id == Int(FixtureTime.reference.timeIntervalSince1970))
  }

  @Test func hoursFollowTheDataNotTheClock() throws {
    var weather = toronto
    weather.current.time = FixtureTime.reference.addingTimeInterval(2 * 3_600 + 40 * 60)
    let hourly = try forecast(weather).hourly
    #expect(hourly.today.first?.hour == "17")
    #expect(hourly.today.count + hourly.tomorrow.count == 24)
  }

  @Test func hoursAreInTheFetchedPlacesTimeZone() throws {
    let props = NowContainer.props(
      state: .loaded(fetched(Weather.fixtures.tokyo, for: .fixtures.tokyo)),
      active: .fixtures.toronto, units: .metric, glyphs: .unicode)
    guard case .loaded(let forecast) = props.content else {
      Issue.record("not loaded: \(props.content)")
      return
    }
    #expect(forecast.hourly.today.first?.hour == "05")
    #expect(forecast.hourly.today.count == 19)
  }

  @Test func temperaturesJustBelowZeroPrintAsZero() throws {
    let oslo = Weather.fixtures.oslo
    let hourly = try forecast(oslo, for: .fixtures.oslo).hourly
    let columns = hourly.today + hourly.tomorrow
    let justBelowZero = oslo.hourly.filter { ($0.celsius ?? 0) < 0 && ($0.celsius ?? 0) > -0.5 }
    #expect(!justBelowZero.isEmpty, "the Oslo fixture should have hours of -0.x°")
    for hour in justBelowZero {
      let column = columns.first { $0.id == Int(hour.time.timeIntervalSince1970) }
      if let column { #expect(column.temperature == "0°") }
    }
    #expect(columns.allSatisfy { !$0.temperature.hasPrefix("-0") })
    #expect(columns.contains { $0.temperature == "0°" })
  }

  // MARK: - Measurements

  @Test func everyMeasurementInImperial() throws {
    let measurements = try forecast(toronto, units: .imperial).measurements.measurements
    #expect(
      measurements.map(\.value) == [
        "95%", "29.65 inHg ↓", "12", "NE 30 mph", "42 mph", "0.4 mi", "27°",
      ])
  }

  @Test func missingMeasurementsAreLeftOut() throws {
    let tokyo = try forecast(Weather.fixtures.tokyo, for: .fixtures.tokyo)
    #expect(tokyo.measurements.measurements.map(\.label) == ["Humidity", "Wind"])
  }

  @Test func windWithoutDirectionIsJustTheSpeed() throws {
    var weather = toronto
    weather.current.wind = Wind(kilometresPerHour: 3)
    let wind = try forecast(weather).measurements.measurements.first { $0.label == "Wind" }
    #expect(wind?.value == "3 km/h")
  }

  // MARK: - States

  /// Before anything has arrived the screen names the place whose weather is on its
  /// way; with no request yet (idle) it says the same.
  @Test func nowPropsWhileTheFirstLoadIsInFlight() {
    func props(_ state: FetchState<Weather>) -> NowView.Props {
      NowContainer.props(state: state, active: .fixtures.oslo, units: .metric, glyphs: .unicode)
    }
    let loading = props(.loading(.fixtures.oslo, previous: nil))
    assertInlineSnapshot(of: loading, as: .dump) {
      """
      |NowView.Props(|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["Loading the weather for Oslo…"],|
      |    kind: .notice,|
      |  )),|
      |  border: .rounded,|
      |  airQuality: nil,|
      |)|
      """
    }
    #expect(props(.idle) == loading)
  }

  @Test func nowPropsForAFailureWithNothingToShow() {
    let props = NowContainer.props(
      state: .failed(
        .unreachable(source: "Open-Meteo", reason: "offline"), location: .fixtures.toronto,
        lastGood: nil),
      active: .fixtures.toronto, units: .metric, glyphs: .unicode)
    assertInlineSnapshot(of: props, as: .dump) {
      """
      |NowView.Props(|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["Something broke. Make sure your device is online and try again.", "Press r to retry"],|
      |    kind: .failure,|
      |  )),|
      |  border: .rounded,|
      |  airQuality: nil,|
      |)|
      """
    }
  }

  @Test func failureOrRefreshWithEarlierWeatherShowsTheEarlierWeather() throws {
    let loaded = try forecast(toronto)
    let earlier = fetched(toronto, for: .fixtures.toronto)
    let states: [FetchState<Weather>] = [
      .failed(
        .timedOut(source: "Open-Meteo", seconds: 10), location: .fixtures.toronto,
        lastGood: earlier),
      .loading(.fixtures.toronto, previous: earlier),
    ]
    for state in states {
      let props = NowContainer.props(
        state: state, active: .fixtures.toronto, units: .metric, glyphs: .unicode)
      #expect(props.content == .loaded(loaded))
    }
  }

  // MARK: - The container

  @Test func bodyReadsTheServices() async {
    let clock = WallClock(now: { FixtureTime.reference }, sleep: { _ in })
    let weather = WeatherService(client: .fixtures(clock: clock), clock: clock)
    let location = LocationService(
      active: .fixtures.toronto, favourites: [], ofAccount: "personal", client: .fixtures)
    let preferences = PreferencesService(preferences: .standard, ofAccount: "personal")
    let airQuality = AirQualityService(client: .fixtures(clock: clock), clock: clock)
    let container = NowContainer(
      weather: weather, location: location, preferences: preferences, airQuality: airQuality,
      glyphs: .unicode)
    let renderer = Renderer()

    var screen = renderer.render(container, width: 80, height: 20).rows.joined()
    #expect(screen.contains("Loading the weather for Toronto…"))

    weather.refresh(for: .fixtures.toronto)
    await weather.settled()
    screen = renderer.render(container, width: 80, height: 20).rows.joined()
    #expect(screen.contains("Snow and blowing snow"))
    #expect(screen.contains("100.4 kPa"))

    preferences.setUnits(.imperial)
    screen = renderer.render(container, width: 80, height: 20).rows.joined()
    #expect(screen.contains("29.65 inHg"))
  }
}
