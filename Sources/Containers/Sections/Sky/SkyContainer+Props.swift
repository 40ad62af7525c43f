import Foundation
import Presentation
import Services
import TextUI

extension SkyContainer {
  /// The Sky screen's props for a weather state at `now`: the pure half of the
  /// container.
  ///
  /// - Idle, or loading with nothing to show yet: "Loading the weather for …" with the
  ///   name of `active`.
  /// - Failed with nothing to show: the failure message.
  /// - Anything with weather: today's sun from it, in the time zone of the place it was
  ///   fetched for, and the moon at `now`.
  ///
  /// - Parameters:
  ///   - state: the weather service's state.
  ///   - active: the place on screen, named while nothing has arrived.
  ///   - now: the time now (``TimeState/now``).
  ///   - glyphs: the glyph table to draw with.
  /// - Returns: the props of ``SkyView``.
  public static func props(
    state: FetchState<Weather>, active: Location, now: Date, glyphs: Glyphs
  ) -> SkyView.Props {
    guard let fetched = state.latest else {
      let message = state.placeholder(
        loading: .loadingWeather(for: active.name, ellipsis: glyphs.ellipsis))
      return SkyView.Props(content: .message(message), border: glyphs.border)
    }
    let sun = sun(
      fetched.value.today, now: now, local: LocalTime(timeZoneID: fetched.location.timeZoneID),
      glyphs: glyphs)
    return SkyView.Props(
      content: .loaded(sun: sun, moon: moon(MoonPhase(at: now), glyphs: glyphs)),
      border: glyphs.border)
  }

  // MARK: - Sun

  /// Today's sunrise and sunset in `local` time, the daylight between them, what the
  /// sun does next, and the day bar. Either time may be missing: near the poles the sun
  /// can stay up or down all day, and the panel says so instead of inventing a time.
  static func sun(
    _ today: Weather.Today, now: Date, local: LocalTime, glyphs: Glyphs
  ) -> SunPanel.Props {
    let (sunrise, sunset) = (today.sunrise, today.sunset)
    var daylight = Glyphs.missingValue
    if let sunrise, let sunset {
      daylight = RelativeTime.duration(from: sunrise, to: sunset)
    }
    return SunPanel.Props(
      sunrise: sunrise.map(local.clock) ?? Glyphs.missingValue,
      sunset: sunset.map(local.clock) ?? Glyphs.missingValue,
      daylight: daylight,
      next: next(sunrise: sunrise, sunset: sunset, now: now),
      bar: bar(sunrise: sunrise, sunset: sunset, now: now, local: local, glyphs: glyphs))
  }

  /// "Sunrise in 2 h 5 min", "Sunset in 1 h 46 min", "The sun set 40 min ago", or
  /// what the sun does not do today.
  static func next(sunrise: Date?, sunset: Date?, now: Date) -> String {
    if let sunrise, now < sunrise {
      return "Sunrise in \(RelativeTime.duration(from: now, to: sunrise))"
    }
    if let sunset, now < sunset {
      return "Sunset in \(RelativeTime.duration(from: now, to: sunset))"
    }
    if let sunset {
      return "The sun set \(RelativeTime.duration(from: sunset, to: now)) ago"
    }
    return sunrise == nil ? "The sun does not rise or set today" : "The sun does not set today"
  }

  /// The day bar from the sun's times as minutes after local midnight, or `nil` when
  /// there are neither. A missing sunrise starts the daylight at midnight and a missing
  /// sunset ends it at midnight; a sunset that reads earlier than the sunrise (bad data)
  /// gives no daylight rather than a broken range.
  static func bar(
    sunrise: Date?, sunset: Date?, now: Date, local: LocalTime, glyphs: Glyphs
  ) -> DaylightBar.Props? {
    if sunrise == nil && sunset == nil { return nil }
    let start = sunrise.map(local.minuteOfDay) ?? 0
    let end = sunset.map(local.minuteOfDay) ?? DaylightBar.minutesPerDay
    return DaylightBar.Props(
      daylight: start..<max(start, end), now: local.minuteOfDay(now),
      day: glyphs.shades[glyphs.shades.count - 1], night: glyphs.shades[1],
      marker: glyphs.marker)
  }

  // MARK: - Moon

  /// The phase drawn and named, its lit fraction, and the next new or full moon.
  static func moon(_ phase: MoonPhase, glyphs: Glyphs) -> MoonPanel.Props {
    MoonPanel.Props(
      symbol: glyphs.moonPhases[phase.name.rawValue],
      phase: name(of: phase.name),
      illumination: "\(Int((phase.illumination * 100).rounded()))% lit",
      next: nextNewOrFull(phase))
  }

  /// "Waxing gibbous".
  static func name(of name: MoonPhase.Name) -> String {
    switch name {
    case .newMoon: "New moon"
    case .waxingCrescent: "Waxing crescent"
    case .firstQuarter: "First quarter"
    case .waxingGibbous: "Waxing gibbous"
    case .fullMoon: "Full moon"
    case .waningGibbous: "Waning gibbous"
    case .lastQuarter: "Last quarter"
    case .waningCrescent: "Waning crescent"
    }
  }

  /// Whichever of the next full and new moon comes first, in whole days rounded to the
  /// nearest: "Full moon in 2 days", "New moon tomorrow", "Full moon today".
  static func nextNewOrFull(_ phase: MoonPhase) -> String {
    let full = phase.days(until: .fullMoon)
    let new = phase.days(until: .newMoon)
    let (label, days) = full < new ? ("Full moon", full) : ("New moon", new)
    switch Int(days.rounded()) {
    case 0: return "\(label) today"
    case 1: return "\(label) tomorrow"
    case let count: return "\(label) in \(count) days"
    }
  }
}
