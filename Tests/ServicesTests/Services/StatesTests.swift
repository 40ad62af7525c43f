import Observation
import Services
import ServicesTestSupport
import Testing

@MainActor
@Suite struct StatesTests {
  @Test func tabsWrapAroundInBothDirections() {
    let state = AppState(tabCount: 5)
    state.selectTab(offsetBy: -1)
    #expect(state.selectedTab == 4)
    state.selectTab(offsetBy: 1)
    #expect(state.selectedTab == 0)
    state.selectTab(offsetBy: -7)
    #expect(state.selectedTab == 3)
    state.selectTab(at: 2)
    #expect(state.selectedTab == 2)
    state.selectTab(at: 5)
    #expect(state.selectedTab == 2, "a position past the bar is ignored")
  }

  @Test func theSelectedDayStaysWithinTheWeek() {
    let state = WeekState()
    state.moveSelection(by: -1, dayCount: 7)
    #expect(state.selectedDay == 0)
    state.moveSelection(by: 10, dayCount: 7)
    #expect(state.selectedDay == 6)
    state.selectDay(3, dayCount: 0)
    #expect(state.selectedDay == 0)
    state.showNight(true)
    state.selectDay(2, dayCount: 7)
    state.reset()
    #expect(state.selectedDay == 0 && !state.isNightShown)
  }

  @Test func thePickerResetsToAnEmptyQueryAndTheFirstRow() {
    let state = PickerState(query: "stale", highlighted: 2)
    state.reset()
    #expect(state.query.isEmpty && state.highlighted == 0)
    state.moveHighlight(by: 5, rowCount: 3)
    #expect(state.highlighted == 2)
    state.setQuery("Osl")
    #expect(state.query == "Osl" && state.highlighted == 0)
    state.moveHighlight(by: -1, rowCount: 3)
    #expect(state.highlighted == 0)
  }

  @Test func thePickerKeepsTheFirstHundredCharactersOfAQuery() {
    let state = PickerState()
    let long = String(repeating: "ab", count: 60)
    state.setQuery(long)
    #expect(PickerState.maximumQueryLength == 100)
    #expect(state.query == String(long.prefix(100)))
    state.setQuery(state.query + "c")
    #expect(state.query == String(long.prefix(100)), "a character past the limit is dropped")
  }

  @Test func aRouterClosesItsSheetBeforePoppingAndResetsToItsRoot() {
    let router = Router()
    router.push(.dayDetail(dayIndex: 2))
    router.present(.alerts)
    #expect(router.back() && router.sheet == nil && router.top == .dayDetail(dayIndex: 2))
    #expect(router.back() && router.path.isEmpty)
    #expect(!router.back())
    router.push(.dayDetail(dayIndex: 1))
    router.present(.help)
    router.reset()
    #expect(router.path.isEmpty && router.sheet == nil)
  }

  @Test func timeStateKeepsWholeMinutesSoATickWithinAMinuteChangesNothing() {
    let state = TimeState(now: FixtureTime.reference.addingTimeInterval(30))
    #expect(state.now == FixtureTime.reference)
    let changes = LockedValue(0)
    withObservationTracking {
      _ = state.now
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    state.tick(to: FixtureTime.reference.addingTimeInterval(59))
    #expect(changes.withLock { $0 } == 0)
    state.tick(to: FixtureTime.reference.addingTimeInterval(61))
    #expect(
      changes.withLock { $0 } == 1 && state.now == FixtureTime.reference.addingTimeInterval(60))
  }

  @Test func autoRefreshIsClampedToADay() {
    let service = PreferencesService(preferences: .standard, ofAccount: "personal")
    service.setAutoRefresh(minutes: -5)
    #expect(service.preferences.autoRefreshMinutes == 0)
    service.setAutoRefresh(minutes: 100_000)
    #expect(service.preferences.autoRefreshMinutes == 1440)
    service.toggleUnits()
    #expect(service.preferences.units == .imperial)
  }
}
