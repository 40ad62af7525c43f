import Foundation
import Presentation
import Services
import Testing
import TextSnapshots
import TextUI

@testable import Containers

@MainActor
@Suite struct SkyContainerTests {
  /// The Sky props for `location`'s fixture weather, loaded, at the reference time.
  private func props(
    _ location: Location, at now: Date = FixtureTime.reference, glyphs: Glyphs = .unicode
  ) -> SkyView.Props {
    let weather = Weather.fixture(for: location, at: FixtureTime.reference)
    return SkyContainer.props(
      state: .loaded(Fetched(value: weather, location: location, fetchedAt: FixtureTime.reference)),
      active: location, now: now, glyphs: glyphs)
  }

  // MARK: - Props

  /// Toronto at 15:00 on 22 November: the sun's times and what it does next, the day
  /// bar in minutes after local midnight, and the moon that night.
  @Test func skyPropsForALoadedForecast() {
    assertInlineSnapshot(of: props(.fixtures.toronto), as: .dump) {
      """
      |SkyView.Props(|
      |  content: .loaded(|
      |    sun: SunPanel.Props(|
      |      sunrise: "07:21",|
      |      sunset: "16:47",|
      |      daylight: "9 h 26 min",|
      |      next: "Sunset in 1 h 47 min",|
      |      bar: DaylightBar.Props(|
      |        daylight: 441..<1007,|
      |        now: 900,|
      |        day: "█",|
      |        night: "░",|
      |        marker: "◉",|
      |      ),|
      |    ),|
      |    moon: MoonPanel.Props(|
      |      symbol: "🌔",|
      |      phase: "Waxing gibbous",|
      |      illumination: "96% lit",|
      |      next: "Full moon in 2 days",|
      |    ),|
      |  ),|
      |  border: .rounded,|
      |)|
      """
    }
  }

  // MARK: - The fixtures are what the container makes

  @Test func fixturesAreTheContainersOwnOutput() {
    assertEqual(props(.fixtures.toronto), .toronto)
    assertEqual(props(.fixtures.seoul), .seoul)
    assertEqual(props(.fixtures.reykjavik), .reykjavik)
    assertEqual(props(.fixtures.toronto, glyphs: .ascii), .torontoASCII)
  }

  @Test func newMoonFixtureIsTheMoonHoursBeforeTheNewMoon() {
    let night = Date(timeIntervalSince1970: 1_796_774_400)  // 2026-12-09T00:00:00Z
    #expect(SkyContainer.moon(MoonPhase(at: night), glyphs: .unicode) == .newMoon)
  }

  // MARK: - States

  @Test func skyPropsWhileTheFirstLoadIsInFlight() {
    let props = SkyContainer.props(
      state: .loading(.fixtures.oslo, previous: nil), active: .fixtures.oslo,
      now: FixtureTime.reference, glyphs: .unicode)
    assertInlineSnapshot(of: props, as: .dump) {
      """
      |SkyView.Props(|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["Loading the weather for Oslo…"],|
      |    kind: .notice,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
    let toronto = Location.fixtures.toronto
    #expect(
      SkyContainer.props(
        state: .loading(toronto, previous: nil), active: toronto, now: FixtureTime.reference,
        glyphs: .unicode) == .loading, "the fixture is the container's own output")
  }

  @Test func skyPropsForAFailureWithNothingToShow() {
    let props = SkyContainer.props(
      state: .failed(
        .unreachable(source: "Open-Meteo", reason: "offline"), location: .fixtures.toronto,
        lastGood: nil),
      active: .fixtures.toronto, now: FixtureTime.reference, glyphs: .unicode)
    assertInlineSnapshot(of: props, as: .dump) {
      """
      |SkyView.Props(|
      |  content: .message(CentredMessage.Props(|
      |    lines: ["Something broke. Make sure your device is online and try again.", "Press r to retry"],|
      |    kind: .failure,|
      |  )),|
      |  border: .rounded,|
      |)|
      """
    }
    #expect(props == .failed, "the fixture is the container's own output")
  }

  @Test func aFailedRefreshKeepsShowingTheEarlierSky() {
    let weather = Weather.fixture(for: .fixtures.toronto, at: FixtureTime.reference)
    let earlier = Fetched(
      value: weather, location: Location.fixtures.toronto, fetchedAt: FixtureTime.reference)
    let props = SkyContainer.props(
      state: .failed(
        .timedOut(source: "Open-Meteo", seconds: 10), location: .fixtures.toronto,
        lastGood: earlier),
      active: .fixtures.toronto, now: FixtureTime.reference, glyphs: .unicode)
    #expect(props == .toronto)
  }

  // MARK: - The sun

  private let toronto = LocalTime(timeZoneID: "America/Toronto")
  private let sunrise = Date(timeIntervalSince1970: 1_795_350_000)  // 07:20 in Toronto
  private let sunset = Date(timeIntervalSince1970: 1_795_384_830)  // 17:00:30

  @Test func nextCountsDownToSunriseThenSunsetThenCountsUp() {
    let next = { (offset: TimeInterval) in
      SkyContainer.next(
        sunrise: self.sunrise, sunset: self.sunset, now: self.sunrise.addingTimeInterval(offset))
    }
    #expect(next(-2 * 3600 - 5 * 60) == "Sunrise in 2 h 5 min")
    #expect(next(-30) == "Sunrise in less than a minute")
    #expect(next(0) == "Sunset in 9 h 40 min")
    #expect(next(9 * 3600 + 40 * 60 + 30) == "The sun set less than a minute ago")
    #expect(next(11 * 3600) == "The sun set 1 h 19 min ago")
  }

  @Test func aDayWithoutSunriseOrSunsetSaysSoAndDrawsNoBar() {
    let polar = SkyContainer.sun(
      Weather.Today(sunrise: nil, sunset: nil), now: sunrise, local: toronto, glyphs: .unicode)
    #expect(polar == .polarNight)
  }

  @Test func aSunThatDoesNotSetLightsTheDayFromSunriseToMidnight() {
    let props = SkyContainer.sun(
      Weather.Today(sunrise: sunrise, sunset: nil), now: sunrise.addingTimeInterval(3600),
      local: toronto, glyphs: .unicode)
    #expect(props.sunset == Glyphs.missingValue)
    #expect(props.daylight == Glyphs.missingValue)
    #expect(props.next == "The sun does not set today")
    #expect(props.bar?.daylight == 440..<1440)
    #expect(props.bar?.now == 500)
  }

  @Test func aSunsetBeforeTheSunriseGivesNoDaylightRatherThanACrash() {
    let props = SkyContainer.sun(
      Weather.Today(sunrise: sunset, sunset: sunrise), now: sunrise, local: toronto,
      glyphs: .unicode)
    #expect(props.bar?.daylight.isEmpty == true)
  }

  @Test func timesAreInThePlacesOwnZone() {
    let seoul = SkyContainer.sun(
      Weather.Today(sunrise: sunrise, sunset: sunset), now: sunrise,
      local: LocalTime(timeZoneID: "Asia/Seoul"), glyphs: .unicode)
    #expect(seoul.sunrise == "21:20")
    #expect(seoul.sunset == "07:00")
  }

  // MARK: - The moon

  @Test func moonNamesEachPhase() {
    let names = MoonPhase.Name.allCases.map(SkyContainer.name(of:))
    #expect(
      names == [
        "New moon", "Waxing crescent", "First quarter", "Waxing gibbous", "Full moon",
        "Waning gibbous", "Last quarter", "Waning crescent",
      ])
  }

  @Test func nextNewOrFullRoundsToWholeDays() {
    let month = MoonPhase.synodicMonth
    #expect(SkyContainer.nextNewOrFull(MoonPhase(age: month / 2 - 0.4)) == "Full moon today")
    #expect(SkyContainer.nextNewOrFull(MoonPhase(age: month / 2 - 1.2)) == "Full moon tomorrow")
    #expect(SkyContainer.nextNewOrFull(MoonPhase(age: month / 2 + 0.1)) == "New moon in 15 days")
    #expect(SkyContainer.nextNewOrFull(MoonPhase(age: 3)) == "Full moon in 12 days")
  }

  @Test func moonGlyphFollowsThePhaseInEitherSet() {
    let full = MoonPhase(age: MoonPhase.synodicMonth / 2)
    #expect(SkyContainer.moon(full, glyphs: .unicode).symbol == "🌕")
    #expect(SkyContainer.moon(full, glyphs: .ascii).symbol == "OO")
    #expect(SkyContainer.moon(full, glyphs: .unicode).illumination == "100% lit")
  }
}
