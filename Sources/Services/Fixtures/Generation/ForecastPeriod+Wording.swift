/// The words of a period's forecast, in the manner of Environment Canada's text
/// forecasts: "Snow at times heavy", "Cloudy with periods of snow beginning this evening.
/// Blowing snow late overnight."
///
/// Every phrase is free of units and numbers (no "minus 5", no "40 km/h"): the screens
/// convert the numbers to the user's units, and words cannot be converted.
extension ForecastPeriod {
  /// One line: "Periods of rain", "A mix of sun and cloud", "Clearing".
  var summary: String {
    if let precipitation {
      return Self.phrase(for: precipitation, fraction: wetFraction, isHeavy: isHeavy)
    }
    switch skyChange {
    case .clearing?: return "Clearing"
    case .clouding?: return "Increasing cloudiness"
    case nil: return sky(cloudCover())
    }
  }

  /// A few sentences: how it starts, how it changes, the wind, the temperature's trend.
  var description: String {
    var sentences = [skyAndPrecipitation]
    sentences.append(
      contentsOf: [blowingSnow, fog, windChange, temperatureTrend, humidity]
        .compactMap { $0 })
    return sentences.joined(separator: " ")
  }

  // MARK: - Sentences

  private var skyAndPrecipitation: String {
    let wet = wetHours
    guard let first = wet.first, let last = wet.last else {
      let start = sky(cloudCover(in: 0..<max(1, hours.count / 3)))
      switch skyChange {
      case .clearing(let turn)?: return "\(start). Clearing \(when(turn))."
      case .clouding(let turn)?: return "\(start). Increasing cloudiness \(when(turn))."
      case nil: return "\(sky(cloudCover()))."
      }
    }
    let phrase = summary
    // "Cloudy with a chance of…", "Cloudy with periods of…".
    let withPhrase = (phrase.hasPrefix("Chance") ? "a " : "") + phrase.lowercasedFirst
    let before = sky(cloudCover(in: 0..<first))
    let after = sky(cloudCover(in: (last + 1)..<max(last + 1, hours.count)))
    // "…then cloudy", unless it was cloudy before as well.
    let then = after == before ? "" : " then \(after.lowercasedFirst)"
    let beginsLater = first >= 2
    let endsEarlier = last <= hours.count - 3
    switch (beginsLater, endsEarlier) {
    case (false, false):
      return "\(phrase)."
    case (false, true):
      return "\(phrase) ending \(when(last + 1)) then \(after.lowercasedFirst)."
    case (true, false):
      return "\(before) with \(withPhrase) beginning \(when(first))."
    case (true, true) where when(first) == when(last + 1):
      return "\(before) with \(withPhrase) \(when(first))\(then)."
    case (true, true):
      return "\(before) with \(withPhrase) beginning \(when(first)). "
        + "\(Self.ending(phrase)) ending \(when(last + 1))\(then)."
    }
  }

  /// How a dry period's sky turns, and at which hour.
  private enum SkyChange {
    case clearing(Int)
    case clouding(Int)
  }

  /// A sky that starts cloudy and ends clear (or the reverse), comparing the first and
  /// last thirds of the period.
  private var skyChange: SkyChange? {
    let start = cloudCover(in: 0..<max(1, hours.count / 3))
    let end = cloudCover(in: (hours.count * 2 / 3)..<hours.count)
    if start >= 0.7, end <= 0.35, let turn = firstHour(where: { $0.cloudCover < 0.5 }) {
      return .clearing(turn)
    }
    if start <= 0.35, end >= 0.7, let turn = firstHour(where: { $0.cloudCover > 0.5 }) {
      return .clouding(turn)
    }
    return nil
  }

  private var blowingSnow: String? {
    guard let first = firstHour(where: \.isBlowingSnow) else { return nil }
    return first == 0 ? "Local blowing snow." : "Blowing snow \(when(first))."
  }

  private var fog: String? {
    guard hours.count(where: { $0.state.isFoggy }) >= 2,
      let first = firstHour(where: \.isFoggy)
    else { return nil }
    return first == 0 ? "Fog patches." : "Fog patches developing \(when(first))."
  }

  private var windChange: String? {
    guard let windiest, let opening = hours.first?.state, let closing = hours.last?.state
    else { return nil }
    let direction = Self.compass(windiest.windDegrees)
    if windiest.windKilometresPerHour >= 40 {
      guard opening.windKilometresPerHour < 30,
        let rise = firstHour(where: { $0.windKilometresPerHour >= 40 })
      else { return "Strong winds from the \(direction)." }
      return "Wind becoming strong from the \(direction) \(when(rise))."
    }
    if opening.windKilometresPerHour >= 25, closing.windKilometresPerHour < 12,
      let calm = firstHour(where: { $0.windKilometresPerHour < 12 })
    {
      return "Wind becoming light \(when(calm))."
    }
    if windiest.windKilometresPerHour >= 30 { return "Gusty winds from the \(direction)." }
    return nil
  }

  private var temperatureTrend: String? {
    let temperatures = hours.map(\.state.celsius)
    guard temperatures.count >= 6, let high = temperatures.max(), let low = temperatures.min(),
      let highIndex = temperatures.firstIndex(of: high),
      let lowIndex = temperatures.firstIndex(of: low)
    else { return nil }
    if isDay, highIndex <= 1, high - temperatures[temperatures.count - 1] >= 2 {
      return "Temperature falling \(when(highIndex + 1))."
    }
    if !isDay, lowIndex <= temperatures.count / 3, temperatures[temperatures.count - 1] - low >= 2 {
      return "Temperature rising \(when(lowIndex + 1))."
    }
    return nil
  }

  private var humidity: String? {
    let humid = hours.contains {
      $0.state.feelsLike.map { $0.kind == .humidex && $0.celsius >= 30 } ?? false
    }
    return isDay && humid ? "Humid." : nil
  }

  // MARK: - Phrases

  /// "Snow at times heavy", "Periods of rain", "A few flurries".
  static func phrase(for precipitation: Precipitation, fraction: Double, isHeavy: Bool)
    -> String
  {
    switch precipitation {
    case .snow:
      if isHeavy { return fraction >= 0.5 ? "Snow at times heavy" : "Flurries at times heavy" }
      return fraction >= 0.6 ? "Snow" : fraction >= 0.3 ? "Periods of snow" : "A few flurries"
    case .rain:
      if isHeavy { return fraction >= 0.5 ? "Rain at times heavy" : "Showers at times heavy" }
      return fraction >= 0.6 ? "Rain" : fraction >= 0.3 ? "Periods of rain" : "A few showers"
    case .drizzle:
      return fraction >= 0.3 ? "Periods of drizzle" : "Patchy drizzle"
    case .freezingDrizzle:
      return fraction >= 0.3 ? "Periods of freezing drizzle" : "Chance of freezing drizzle"
    case .thunderstorm:
      return fraction >= 0.3
        ? "Showers and thunderstorms" : "A few showers with a risk of a thunderstorm"
    }
  }

  /// What a sentence about the end says stops: "Flurries" after "A few flurries".
  private static func ending(_ phrase: String) -> String {
    for noun in ["Flurries", "Showers", "Snow", "Rain", "Freezing drizzle", "Drizzle"]
    where phrase.lowercased().contains(noun.lowercased()) {
      return noun
    }
    return "Precipitation"
  }

  /// The sky by day or by night: "A mix of sun and cloud", "Cloudy periods".
  private func sky(_ cloudCover: Double) -> String {
    switch (cloudCover, seesTheSun) {
    case (..<0.2, true): "Sunny"
    case (..<0.2, false): "Clear"
    case (..<0.4, true): "Mainly sunny"
    case (..<0.4, false): "A few clouds"
    case (..<0.65, true): "A mix of sun and cloud"
    case (..<0.65, false): "Cloudy periods"
    case (..<0.85, _): "Mainly cloudy"
    default: "Cloudy"
    }
  }

  /// When the hour at `index` falls, in forecast words: "this evening", "near noon",
  /// "late overnight"; "in the evening" on later days.
  private func when(_ index: Int) -> String {
    let hour = hours[min(index, hours.count - 1)].localHour
    let this = isToday ? "this" : "in the"
    switch hour {
    case 0, 23: return "near midnight"
    case 1..<3: return "after midnight"
    case 3..<6: return "late overnight"
    case 6..<11: return "\(this) morning"
    case 11..<13: return "near noon"
    case 13..<16: return "\(this) afternoon"
    case 16..<18: return isToday ? "late this afternoon" : "late in the afternoon"
    case 18..<21: return "\(this) evening"
    default: return isToday ? "late this evening" : "late in the evening"
    }
  }

  /// "northeast" for 50°: the eight points of the compass.
  static func compass(_ degrees: Double) -> String {
    let points = [
      "north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest",
    ]
    let index = Int((degrees / 45).rounded()) % points.count
    return points[(index + points.count) % points.count]
  }

  private func firstHour(where matches: (Atmosphere.State) -> Bool) -> Int? {
    hours.firstIndex { matches($0.state) }
  }
}

extension String {
  /// "Snow at times heavy" → "snow at times heavy", for the middle of a sentence.
  fileprivate var lowercasedFirst: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }
}
