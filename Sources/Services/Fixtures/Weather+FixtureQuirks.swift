import Foundation

/// What the built-in places' sources leave out or add, on top of their made-up weather:
/// the part of each place that the atmosphere cannot express (a broken thermometer, an
/// alert, a long text). Applied by ``Weather/fixture(for:at:)`` at any time, so a place
/// looks the same in a preview, a snapshot and on the command line.
extension Weather {
  /// Adds `location`'s quirks, if it is a built-in place (matched by id, so the same
  /// place found by search has them too).
  mutating func applyQuirks(of location: Location, at now: Date) {
    switch location.id {
    case Location.fixtures.toronto.id: addTorontoAlerts(at: now)
    case Location.fixtures.oslo.id: loseTheThermometer()
    case Location.fixtures.tokyo.id: loseTheStationInstruments()
    case Location.fixtures.saoPaulo.id: describeTheHumidEvening()
    case Location.fixtures.reykjavik.id: hourly = []
    case Location.fixtures.llanfairpwll.id: addLongTexts(at: now)
    default: break
    }
  }

  // MARK: - Toronto

  /// A winter storm warning and a special weather statement, listed least severe first
  /// so the sort that follows is seen to work.
  private mutating func addTorontoAlerts(at now: Date) {
    let hour = Self.startOfUTCHour(now)
    alerts = [
      Alert(
        title: "Special weather statement", time: hour.addingTimeInterval(-20 * 3_600 + 38 * 60),
        kind: .statement,
        url: URL(string: "https://weather.gc.ca/city/pages/on-143_metric_e.html")),
      Alert(
        title: "Winter storm warning", time: hour.addingTimeInterval(-4 * 3_600 + 12 * 60),
        kind: .warning, url: URL(string: "https://weather.gc.ca/warnings/report_e.html?on61")),
    ]
  }

  // MARK: - Oslo

  /// No current temperature, and so no wind chill, which is worked out from it.
  private mutating func loseTheThermometer() {
    current.celsius = nil
    current.feelsLike = nil
  }

  // MARK: - 東京

  /// A station without a barometer, a visibility sensor or a hygrometer's dew point,
  /// reporting no feels-like and no gusts.
  private mutating func loseTheStationInstruments() {
    current.pressure = nil
    current.visibilityKilometres = nil
    current.dewPointCelsius = nil
    current.feelsLike = nil
    current.wind?.gustKilometresPerHour = nil
    for index in hourly.indices {
      hourly[index].wind?.gustKilometresPerHour = nil
    }
    for index in daily.indices {
      daily[index].day?.wind?.gustKilometresPerHour = nil
      daily[index].night?.wind?.gustKilometresPerHour = nil
    }
  }

  // MARK: - São Paulo

  /// Only tonight left in the first day, whatever the clock says; the humidex, and a
  /// long description of the evening's thunderstorm.
  private mutating func describeTheHumidEvening() {
    if let celsius = current.celsius, let dewPoint = current.dewPointCelsius {
      let humidex = FeelsLike.humidex(celsius: celsius, dewPointCelsius: dewPoint)
      current.feelsLike = FeelsLike(kind: .humidex, celsius: humidex.roundedToTenth)
    }
    guard !daily.isEmpty else { return }
    daily[0].day = nil
    daily[0].night?.description =
      "Showers and thunderstorms this evening, some with torrential downpours, frequent "
      + "lightning and strong gusts near the storms. Local flooding of low-lying roads and "
      + "underpasses is possible. Showers ending near midnight then cloudy periods. Fog "
      + "patches developing late overnight in the river valleys. Humid."
  }

  // MARK: - Llanfairpwll

  /// A long alert title, a long current summary and a long description, to prove every
  /// screen truncates rather than breaking its layout.
  private mutating func addLongTexts(at now: Date) {
    current.summary = "Mostly cloudy with squally showers and strong gusty winds near the coast"
    alerts = [
      Alert(
        title: "Yellow warning for wind: strong south-westerly winds may disrupt travel, "
          + "ferries and power supplies across Anglesey and Gwynedd",
        time: Self.startOfUTCHour(now).addingTimeInterval(-7 * 3_600 + 5 * 60), kind: .warning,
        url: URL(string: "https://weather.metoffice.gov.uk/warnings-and-advice/uk-warnings"))
    ]
    guard !daily.isEmpty else { return }
    let first = daily[0].day == nil ? \Weather.Day.night : \Weather.Day.day
    daily[0][keyPath: first]?.summary = "Showers at times heavy and strong winds along the coast"
    daily[0][keyPath: first]?.description =
      "Mostly cloudy with squally showers, some heavy, sweeping in from the Irish Sea. "
      + "Strong winds from the southwest, with gales along exposed coasts and over the "
      + "Menai bridges. Showers easing later then cloudy periods. Wind slowly becoming "
      + "lighter towards morning."
  }

  // MARK: - Time

  private static func startOfUTCHour(_ date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 3_600).rounded(.down) * 3_600)
  }
}
