import Services
import Testing

@MainActor
@Suite struct StatesTests {
  @Test func tabsWrapAroundInBothDirections() {
    let state = AppState()
    state.selectTab(offsetBy: -1)
    #expect(state.selectedTab == .settings)
    state.selectTab(offsetBy: 1)
    #expect(state.selectedTab == .now)
    state.select(.radar)
    #expect(state.selectedTab == .radar)
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

  @Test func thePickerOpensEmptyAndForgetsItsQueryWhenClosed() {
    let state = PickerState(isPresented: false, query: "stale")
    state.present()
    #expect(state.isPresented && state.query.isEmpty)
    state.setQuery("Osl")
    #expect(state.query == "Osl")
    state.dismiss()
    #expect(!state.isPresented && state.query.isEmpty)
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
