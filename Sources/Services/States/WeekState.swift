import Observation

/// What the Week screen is showing: which day, and its day or night half.
@MainActor
@Observable
public final class WeekState {
  /// The index of the selected day in the forecast's days.
  public private(set) var selectedDay: Int
  /// Whether the night half is shown instead of the day half.
  public private(set) var isNightShown: Bool

  public init(selectedDay: Int = 0, isNightShown: Bool = false) {
    self.selectedDay = selectedDay
    self.isNightShown = isNightShown
  }

  /// Selects day `index`, clamped into `0..<dayCount`.
  public func selectDay(_ index: Int, dayCount: Int) {
    selectedDay = min(max(index, 0), max(dayCount - 1, 0))
  }

  /// Moves the selection `offset` days (← and →), stopping at either end.
  public func moveSelection(by offset: Int, dayCount: Int) {
    selectDay(selectedDay + offset, dayCount: dayCount)
  }

  /// Shows the night half (`true`) or the day half.
  public func showNight(_ night: Bool) {
    isNightShown = night
  }

  /// Back to the first day's day half, as after a location change.
  public func reset() {
    selectedDay = 0
    isNightShown = false
  }
}
