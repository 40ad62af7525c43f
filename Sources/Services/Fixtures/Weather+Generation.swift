import Foundation

extension Weather {
  /// Plausible, made-up weather for any place at any time, the same every time it is
  /// asked for.
  ///
  /// The weather follows the place's climate (hand-written for the built-in places,
  /// estimated from the latitude for any other), the season and the time of day in its
  /// time zone, varied by a stable hash of `location.id` (FNV-1a; never `Hasher`, which
  /// changes from run to run). The built-in places add what each is chosen to exercise
  /// (see ``Fixtures``), at whatever time is asked for.
  ///
  /// - `current`: the conditions at `now`.
  /// - `hourly`: 48 hours from the start of `now`'s local hour.
  /// - `daily`: 7 days from local midnight today; today's day half is `nil` from
  ///   18:00 local.
  /// - `today`: sunrise and sunset (both `nil` in the polar night and under the
  ///   midnight sun) and the local day's high and low.
  ///
  /// Temperatures are °C to one decimal; texts are words without units or numbers.
  ///
  /// ```swift
  /// let weather = Weather.fixture(for: .fixtures.oslo, at: FixtureTime.reference)
  /// weather.current.celsius  // nil: Oslo's thermometer is out
  /// ```
  ///
  /// - Parameters:
  ///   - location: any place, built in or found by search.
  ///   - now: the time the weather is for.
  /// - Returns: the same value for the same location and time, on every run.
  public static func fixture(for location: Location, at now: Date) -> Weather {
    let calendar = PlaceCalendar(for: location)
    let atmosphere = Atmosphere(location: location, now: now, calendar: calendar)
    let firstHour = calendar.startOfHour(now)
    let midnight = calendar.startOfDay(now)
    var weather = Weather(
      current: .fixture(atmosphere, at: now),
      today: .fixture(atmosphere, on: midnight, calendar: calendar),
      hourly: (0..<48).map { index in
        .fixture(atmosphere.state(at: firstHour.addingTimeInterval(Double(index) * 3_600)))
      },
      daily: (0..<7).map { index in
        .fixture(atmosphere, day: index, from: midnight, now: now, calendar: calendar)
      },
      alerts: [])
    weather.applyQuirks(of: location, at: now)
    weather.alerts.sort { ($0.kind, $1.time) < ($1.kind, $0.time) }
    return weather
  }
}

// MARK: - Parts

extension Weather.Current {
  fileprivate static func fixture(_ atmosphere: Atmosphere, at now: Date) -> Self {
    let state = atmosphere.state(at: now)
    let change =
      state.pressureKilopascals - atmosphere.pressure(at: now.addingTimeInterval(-10_800))
    let tendency: Pressure.Tendency = change > 0.1 ? .rising : change < -0.1 ? .falling : .steady
    return Self(
      time: now, condition: state.condition, summary: state.summary,
      celsius: state.celsius.roundedToTenth,
      feelsLike: state.feelsLike.map {
        FeelsLike(kind: $0.kind, celsius: $0.celsius.roundedToTenth)
      },
      humidityPercent: Int(state.humidityPercent.rounded()),
      pressure: Pressure(kilopascals: state.pressureKilopascals.roundedToTenth, tendency: tendency),
      wind: Wind(state), visibilityKilometres: state.visibilityKilometres.roundedToTenth,
      dewPointCelsius: state.dewPointCelsius.roundedToTenth)
  }
}

extension Weather.Today {
  fileprivate static func fixture(
    _ atmosphere: Atmosphere, on midnight: Date, calendar: PlaceCalendar
  ) -> Self {
    let location = atmosphere.location
    let sun = Sun.sunriseAndSunset(
      around: calendar.time(12, on: midnight), latitude: location.latitude,
      longitude: location.longitude)
    let temperatures = stride(from: midnight, to: calendar.day(1, after: midnight), by: 3_600)
      .map { atmosphere.state(at: $0).celsius }
    return Self(
      sunrise: sun?.sunrise, sunset: sun?.sunset,
      highCelsius: temperatures.max()?.roundedToTenth,
      lowCelsius: temperatures.min()?.roundedToTenth)
  }
}

extension Weather.Hour {
  fileprivate static func fixture(_ state: Atmosphere.State) -> Self {
    Self(
      time: state.time, condition: state.condition, celsius: state.celsius.roundedToTenth,
      precipitationChancePercent: state.precipitationChance.percentInTens, wind: Wind(state))
  }
}

extension Weather.Day {
  /// Day `index` after `midnight`: its day half from 06:00 to 18:00 and its night half
  /// from 18:00 to 06:00, each only from the start of `now`'s hour.
  fileprivate static func fixture(
    _ atmosphere: Atmosphere, day index: Int, from midnight: Date, now: Date,
    calendar: PlaceCalendar
  ) -> Self {
    let date = calendar.day(index, after: midnight)
    let firstHour = calendar.startOfHour(now)
    func half(from start: Int, to end: Int, isDay: Bool) -> Weather.Half? {
      let period = ForecastPeriod(
        from: max(calendar.time(start, on: date), firstHour), to: calendar.time(end, on: date),
        isDay: isDay, isToday: index == 0, atmosphere: atmosphere, calendar: calendar)
      return period.hours.isEmpty ? nil : .fixture(period)
    }
    let dayIsOver = index == 0 && calendar.hour(of: now) >= 18
    return Self(
      date: date, day: dayIsOver ? nil : half(from: 6, to: 18, isDay: true),
      night: half(from: 18, to: 30, isDay: false))
  }
}

extension Weather.Half {
  fileprivate static func fixture(_ period: ForecastPeriod) -> Self {
    Self(
      summary: period.summary, description: period.description, condition: period.condition,
      celsius: period.extremeCelsius?.roundedToTenth,
      precipitationChancePercent: period.precipitationChance.percentInTens,
      wind: period.windiest.map(Wind.init))
  }
}
