import Foundation

/// The made-up atmosphere over one place: its temperature, sky, rain or snow, wind and
/// pressure at any instant.
///
/// The weather follows the place's ``Climate``, the season (by latitude and hemisphere),
/// the time of day (by the sun, so the coldest hour is before dawn), day-to-day
/// ``SmoothNoise`` seeded by the location's id, and the climate's ``Episode``. Each
/// quantity is a pure function of the time, so the current conditions, every hour, the
/// days' text and the radar all agree with one another.
struct Atmosphere: Sendable {
  let location: Location
  let climate: Climate
  let noise: SmoothNoise
  let episode: Episode.Scheduled?

  /// The atmosphere over `location`, with its episode (if it has one) placed around
  /// `now`.
  init(location: Location, now: Date, calendar: PlaceCalendar) {
    self.location = location
    noise = SmoothNoise(seed: FNV1a.hash(location.id))
    climate = Climate.builtIn[location.id] ?? Climate(latitude: location.latitude, noise: noise)
    episode = climate.episode?.scheduled(now: now, localMidnight: calendar.startOfDay(now))
  }

  /// Everything at `time`.
  func state(at time: Date) -> State {
    let strength = episode?.strength(at: time) ?? 0
    let (precipitation, chance) = self.precipitation(at: time)
    let cloudCover = self.cloudCover(at: time, precipitation: precipitation, strength: strength)
    let celsius = temperature(at: time, cloudCover: cloudCover, strength: strength)
    let (speed, direction) = wind(at: time, strength: strength)
    let hours = Self.hours(time)
    return State(
      time: time, celsius: celsius, cloudCover: cloudCover,
      precipitationMillimetresPerHour: precipitation, precipitationChance: chance,
      windKilometresPerHour: speed, windDegrees: direction,
      gustKilometresPerHour: speed >= 25
        ? speed * (1.45 + 0.15 * noise.value(.gust, at: hours / 3)) : nil,
      humidityPercent: humidity(
        at: time, celsius: celsius, cloudCover: cloudCover, precipitation: precipitation),
      pressureKilopascals: pressure(at: time),
      sunElevationDegrees: Sun.elevationDegrees(
        at: time, latitude: location.latitude, longitude: location.longitude))
  }

  // MARK: - Rain and snow

  /// Rain or snow (as water) at `time`, mm/h, and the chance of any, 0...1.
  ///
  /// The background comes from a "potential" in about 0...1 that drifts over hours and
  /// days; above `1 - wetness` it rains or snows, harder the higher it goes. The radar
  /// varies it from cell to cell with `texture` (in −1...1): the potential moves by a
  /// quarter of it, and an episode's rain or snow by 40 %.
  func precipitation(at time: Date, texture: Double = 0)
    -> (millimetresPerHour: Double, chance: Double)
  {
    let threshold = 1 - climate.wetness
    let potential = precipitationPotential(at: time) + 0.25 * texture
    // Squared, so most rain and snow is light and the heaviest is rare; capped, so a
    // downpour is at most 1.7 times the climate's heaviest.
    let excess = max(0, min(1.3, (potential - threshold) / climate.wetness))
    var amount = excess * excess * climate.heaviestMillimetresPerHour
    // 60 % where rain or snow begins, 100 % well inside it.
    var chance = max(0, min(1, (potential - threshold + 0.3) / 0.5))
    if let episode, let peak = episode.episode.millimetresPerHour {
      let strength = episode.strength(at: time)
      let pulse = 0.75 + 0.25 * noise.value(.episode, at: Self.hours(time) / 1.5)
      amount = max(amount, peak * strength * pulse * (1 + 0.4 * texture))
      chance = max(chance, strength)
    }
    // Less than a tenth of a millimetre an hour is a trace: the ground stays dry.
    return (amount < 0.1 ? 0 : amount, chance)
  }

  private func precipitationPotential(at time: Date) -> Double {
    let hours = Self.hours(time)
    return 0.5 + 0.3 * noise.value(.showers, at: hours / 4)
      + 0.3 * noise.value(.weatherSystems, at: hours / 20)
  }

  // MARK: - Sky, temperature, wind, humidity, pressure

  private func cloudCover(at time: Date, precipitation: Double, strength: Double) -> Double {
    let hours = Self.hours(time)
    // Clouds come and go on their own, and thicken as rain or snow approaches.
    let clouds = 0.4 + 0.6 * noise.value(.cloud, at: hours / 6)
    let approach = (precipitationPotential(at: time) - (0.75 - climate.wetness)) / 0.25
    var cover = clouds + (1 - clouds) * max(0, min(1, approach))
    if precipitation > 0 { cover = max(cover, 0.8 + 0.2 * min(1, precipitation / 2)) }
    if let forced = episode?.episode.cloudCover {
      cover = cover + (forced - cover) * strength
    }
    return max(0, min(1, cover))
  }

  private func temperature(at time: Date, cloudCover: Double, strength: Double) -> Double {
    let diurnal = self.diurnal(at: time)
    // −1 in midwinter (late January in the north, late July in the south), +1 in
    // midsummer.
    let midwinter = 2 * Double.pi * 20 / 365.2422
    let season =
      -cos(Sun.fractionalYear(at: time) - midwinter) * (location.latitude >= 0 ? 1 : -1)
    // Short days and clouds both flatten the daily swing; the polar night all but
    // removes it.
    let daylight = max(
      0.15, min(1.2, Sun.dayLengthHours(at: time, latitude: location.latitude) / 12))
    var celsius =
      climate.annualMeanCelsius + climate.seasonalSwingCelsius * season
      + climate.dailySwingCelsius * daylight * (1 - 0.5 * cloudCover) * diurnal
      + climate.variabilityCelsius * noise.value(.temperature, at: Self.hours(time) / 30)
    if let episode = episode?.episode, let held = episode.celsius {
      let forced = held + episode.dailySwingCelsius * diurnal
      celsius += (forced - celsius) * strength
    }
    return celsius
  }

  private func wind(at time: Date, strength: Double) -> (speed: Double, degrees: Double) {
    let hours = Self.hours(time)
    var speed =
      climate.windKilometresPerHour * (1 + 0.45 * noise.value(.wind, at: hours / 9))
      * (1 + 0.12 * diurnal(at: time))
    var degrees = climate.prevailingWindDegrees + 80 * noise.value(.windDirection, at: hours / 16)
    if let episode = episode?.episode {
      if let forced = episode.windKilometresPerHour {
        let varied = forced * (1 + 0.1 * noise.value(.wind, at: hours / 2))
        speed += (varied - speed) * strength
      }
      if let forced = episode.windDegrees, strength >= 0.5 {
        degrees = forced + 20 * noise.value(.windDirection, at: hours / 3)
      }
    }
    return (
      speed,
      (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    )
  }

  private func humidity(
    at time: Date, celsius: Double, cloudCover: Double, precipitation: Double
  ) -> Double {
    let night = (1 - diurnal(at: time)) / 2
    let humidity =
      58 + 24 * cloudCover + 12 * night - 0.8 * max(0, celsius - 24)
      + (precipitation > 0 ? 12 : 0) + 8 * noise.value(.humidity, at: Self.hours(time) / 7)
    return max(18, min(100, humidity))
  }

  /// Sea-level pressure, kPa: lower when it is wet and in the middle of an episode.
  func pressure(at time: Date) -> Double {
    var kilopascals =
      101.6 + 1.1 * noise.value(.pressure, at: Self.hours(time) / 30)
      - 1.2 * max(0, precipitationPotential(at: time) - 0.5)
    if let episode {
      kilopascals -= episode.episode.pressureDropKilopascals * sin(.pi * episode.progress(at: time))
    }
    return kilopascals
  }

  // MARK: - Time

  /// −1 at 03:00 solar time (the coldest, calmest, dampest hour), +1 at 15:00.
  private func diurnal(at time: Date) -> Double {
    -cos(2 * .pi * (Sun.solarHour(at: time, longitude: location.longitude) - 3) / 24)
  }

  private static func hours(_ time: Date) -> Double {
    time.timeIntervalSince1970 / 3_600
  }
}
