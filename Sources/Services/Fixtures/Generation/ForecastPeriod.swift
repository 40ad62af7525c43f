import Foundation

/// A stretch of hours a forecast describes in one go: what is left of this afternoon,
/// tonight, Tuesday, Tuesday night.
///
/// It gathers the atmosphere hour by hour and sums it up: what falls and how much of the
/// time, how cloudy it is, the high or low, the strongest wind. Its words are in
/// `ForecastPeriod+Wording.swift`.
struct ForecastPeriod: Sendable {
  /// One hour of the period.
  struct Hour: Sendable {
    /// The local hour, 0...23, which picks words like "this evening".
    var localHour: Int
    var state: Atmosphere.State
  }

  var hours: [Hour]
  /// The day half (06:00 to 18:00) rather than the night half.
  var isDay: Bool
  /// Part of today, so "this evening" rather than "in the evening".
  var isToday: Bool

  /// The period from `start` up to `end`, one hour at a time.
  init(
    from start: Date, to end: Date, isDay: Bool, isToday: Bool, atmosphere: Atmosphere,
    calendar: PlaceCalendar
  ) {
    hours = stride(from: start, to: end, by: 3_600).map { time in
      Hour(localHour: calendar.hour(of: time), state: atmosphere.state(at: time))
    }
    self.isDay = isDay
    self.isToday = isToday
  }

  // MARK: - Summaries

  /// The positions of the hours with rain or snow.
  var wetHours: [Int] {
    hours.indices.filter { hours[$0].state.precipitation != nil }
  }

  /// The share of the hours with rain or snow.
  var wetFraction: Double {
    hours.isEmpty ? 0 : Double(wetHours.count) / Double(hours.count)
  }

  /// What falls most of the wet hours; any thunderstorm wins, being what people most
  /// need to know.
  var precipitation: Precipitation? {
    let kinds = wetHours.compactMap { hours[$0].state.precipitation }
    if kinds.contains(.thunderstorm) { return .thunderstorm }
    // On a tie the kind listed first wins (`max(by:)` keeps the first maximum).
    let tally = [Precipitation.freezingDrizzle, .snow, .rain, .drizzle].map { kind in
      (kind: kind, hours: kinds.count { $0 == kind })
    }
    return tally.filter { $0.hours > 0 }.max { $0.hours < $1.hours }?.kind
  }

  /// Whether any hour has heavy rain or snow.
  var isHeavy: Bool { hours.contains { $0.state.isHeavy } }

  /// The mean cloud cover of the hours in `range` (all hours by default).
  func cloudCover(in range: Range<Int>? = nil) -> Double {
    let selected = hours[range ?? hours.indices]
    guard !selected.isEmpty else { return 0 }
    return selected.map(\.state.cloudCover).reduce(0, +) / Double(selected.count)
  }

  /// Whether the sun is up in any hour: a "day" period in the polar night is described
  /// in night words ("Clear", not "Sunny").
  var seesTheSun: Bool { isDay && hours.contains { $0.state.isDaytime } }

  /// The high of a day period, the low of a night period.
  var extremeCelsius: Double? {
    let temperatures = hours.map(\.state.celsius)
    return isDay ? temperatures.max() : temperatures.min()
  }

  /// The highest chance of rain or snow in any hour, 0...1.
  var precipitationChance: Double {
    hours.map(\.state.precipitationChance).max() ?? 0
  }

  /// The windiest hour.
  var windiest: Atmosphere.State? {
    hours.map(\.state).max { $0.windKilometresPerHour < $1.windKilometresPerHour }
  }

  /// The sky as a category: what falls, if anything, otherwise the mean cloud cover.
  var condition: WeatherCondition {
    switch precipitation {
    case .thunderstorm?: return .thunderstorm
    case .snow?: return wetFraction >= 0.5 ? .snow : .snowShowers
    case .rain?: return wetFraction >= 0.5 ? .rain : .rainShowers
    case .drizzle?: return .drizzle
    case .freezingDrizzle?: return .freezingDrizzle
    case nil:
      if hours.count(where: { $0.state.isFoggy }) * 2 >= hours.count { return .fog }
      // The same steps as the words: "A mix of sun and cloud" is partly cloudy.
      switch cloudCover() {
      case ..<0.2: return .clear
      case ..<0.4: return .mainlyClear
      case ..<0.65: return .partlyCloudy
      default: return .overcast
      }
    }
  }
}
