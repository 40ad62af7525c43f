import Presentation
import Services
import TextUI

extension WeekContainer {
  /// The keys' actions. Each reads the services when it runs, never a copy taken when
  /// the view was built: a reused view keeps the actions of the pass that built it (see
  /// ``Action``), and the day count or the selection may have changed since.
  public static func actions(
    weather: WeatherService, week: WeekState, router: Router
  ) -> WeekView.Actions {
    WeekView.Actions(
      previousDay: Action {
        week.moveSelection(by: -1, dayCount: dayCount(of: weather))
      },
      nextDay: Action {
        week.moveSelection(by: 1, dayCount: dayCount(of: weather))
      },
      openDay: Action {
        let count = dayCount(of: weather)
        guard count > 0 else { return }
        router.push(.dayDetail(dayIndex: min(week.selectedDay, count - 1)))
      },
      toggleHalf: Action {
        week.showNight(!week.isNightShown)
      })
  }

  /// How many days the forecast on screen has.
  @MainActor static func dayCount(of weather: WeatherService) -> Int {
    weather.state.latest?.value.daily.count ?? 0
  }
}
