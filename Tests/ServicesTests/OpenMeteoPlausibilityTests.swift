import Foundation
import Testing

@testable import Services

/// Numbers out of what weather can be are malformed data: refused with their JSON path,
/// never passed on to trap when a screen rounds them (Docs/Services.md lists the ranges).
@Suite struct OpenMeteoPlausibilityTests {
  @Test func temperatureOutOfRangeIsNamedByItsPath() {
    var reply = ForecastReply()
    reply.current["temperature_2m"] = 1e20
    #expect(
      Self.reason(reply)
        == "current.temperature_2m: 1e+20 is not a plausible temperature (-150…100 °C)")
  }

  @Test func valueInABlockIsNamedByItsIndex() {
    var hourly = ForecastReply()
    var gusts = ForecastReply.filled(24, with: 20.0)
    gusts[17] = 9000.0
    hourly.hourly["wind_gusts_10m"] = gusts
    #expect(
      Self.reason(hourly)
        == "hourly.wind_gusts_10m[17]: 9000 is not a plausible wind speed (0…500 km/h)")

    var daily = ForecastReply()
    daily.daily["temperature_2m_min"] = [-2.0, -1e308]
    #expect(
      Self.reason(daily)
        == "daily.temperature_2m_min[1]: -1e+308 is not a plausible temperature (-150…100 °C)")
  }

  @Test func everyReadVariableIsChecked() {
    let cases: [(block: String?, key: String, value: Double, reason: String)] = [
      (nil, "latitude", 91, "latitude: 91 is not a plausible latitude (-90…90 °)"),
      (nil, "longitude", -180.5, "longitude: -180.5 is not a plausible longitude (-180…180 °)"),
      (
        nil, "utc_offset_seconds", 1e20,
        "utc_offset_seconds: 1e+20 is not a plausible UTC offset (-64800…64800 seconds)"
      ),
      (
        "current", "relative_humidity_2m", 100.5,
        "current.relative_humidity_2m: 100.5 is not a plausible percentage (0…100 %)"
      ),
      (
        "current", "dew_point_2m", -273.15,
        "current.dew_point_2m: -273.15 is not a plausible temperature (-150…100 °C)"
      ),
      (
        "current", "pressure_msl", 1e6,
        "current.pressure_msl: 1000000 is not a plausible sea-level pressure (800…1200 hPa)"
      ),
      (
        "current", "wind_speed_10m", -1,
        "current.wind_speed_10m: -1 is not a plausible wind speed (0…500 km/h)"
      ),
      (
        "current", "wind_direction_10m", 1e20,
        "current.wind_direction_10m: 1e+20 is not a plausible wind direction (0…360 °)"
      ),
      (
        "current", "wind_gusts_10m", 1e308,
        "current.wind_gusts_10m: 1e+308 is not a plausible wind speed (0…500 km/h)"
      ),
      (
        "current", "visibility", 1e9,
        "current.visibility: 1000000000 is not a plausible visibility (0…500000 m)"
      ),
    ]
    for (block, key, value, reason) in cases {
      var reply = ForecastReply()
      if let block {
        var values = reply.object[block] as! [String: Any]
        values[key] = value
        reply.object[block] = values
      } else {
        reply.object[key] = value
      }
      #expect(Self.reason(reply) == reason)
    }
  }

  @Test func numberNoDoubleHoldsIsNamedByItsPath() {
    var reply = ForecastReply()
    reply.current["temperature_2m"] = "@big"
    var pressures = ForecastReply.filled(24, with: 1010.0)
    pressures[3] = "@tiny"
    reply.hourly["pressure_msl"] = pressures
    let text = String(decoding: reply.data, as: UTF8.self)
    let big = text.replacingOccurrences(of: #""@big""#, with: "1e400")
      .replacingOccurrences(of: #""@tiny""#, with: "1010")
    #expect(
      Self.reason(Data(big.utf8)) == "current.temperature_2m: 1e400 is too large for a number")
    let tiny = text.replacingOccurrences(of: #""@big""#, with: "5")
      .replacingOccurrences(of: #""@tiny""#, with: "-1e-400")
    #expect(
      Self.reason(Data(tiny.utf8))
        == "hourly.pressure_msl[3]: -1e-400 is too close to zero for a number")
  }

  @Test func theEdgesOfEachRangeAreAccepted() throws {
    var reply = ForecastReply()
    reply.current["temperature_2m"] = -150.0
    reply.current["dew_point_2m"] = 100.0
    reply.current["relative_humidity_2m"] = 0
    reply.current["pressure_msl"] = 1200.0
    reply.current["wind_speed_10m"] = 500.0
    reply.current["wind_direction_10m"] = 360
    reply.current["visibility"] = 500_000.0
    reply.object["utc_offset_seconds"] = -64_800
    let weather = try reply.weather()
    #expect(weather.current.celsius == -150)
    #expect(weather.current.wind?.directionDegrees == 360)
    #expect(weather.current.visibilityKilometres == 500)
  }

  @Test func searchResultCoordinatesAreChecked() {
    let data = Data(
      #"{"results": [{"name": "A", "latitude": 1, "longitude": 2, "timezone": "UTC"}, {"name": "B", "latitude": 1e20, "longitude": 2, "timezone": "UTC"}]}"#
        .utf8)
    #expect(
      throws: ClientError.malformed(
        source: "s", reason: "results[1].latitude: 1e+20 is not a plausible latitude (-90…90 °)")
    ) {
      try OpenMeteo.locations(fromSearch: data, source: "s")
    }
  }

  @Test func radarAmountsAndOffsetsAreChecked() {
    let grid = RadarGrid(rows: 1, columns: 1, spacingDegrees: 1)
    let amount = Data(
      #"{"latitude": 1, "longitude": 2, "utc_offset_seconds": 0, "minutely_15": {"time": [0, 900], "precipitation": [0, 1e20]}}"#
        .utf8)
    #expect(
      throws: ClientError.malformed(
        source: "r",
        reason: "[0].minutely_15.precipitation[1]: 1e+20 is not a plausible "
          + "quarter hour's precipitation (0…500 mm)")
    ) {
      try OpenMeteo.radar(fromForecasts: amount, grid: grid, source: "r")
    }
    let offset = Data(
      #"{"latitude": 1, "longitude": 2, "utc_offset_seconds": -1e300, "minutely_15": {"time": [0], "precipitation": [0]}}"#
        .utf8)
    #expect(
      throws: ClientError.malformed(
        source: "r",
        reason: "[0].utc_offset_seconds: -1e+300 is not a plausible UTC offset "
          + "(-64800…64800 seconds)")
    ) {
      try OpenMeteo.radar(fromForecasts: offset, grid: grid, source: "r")
    }
  }

  @Test func aRecordedReplyNamesAnImplausiblePositionBeforeMatching() {
    #expect(
      throws: ClientError.malformed(
        source: "f", reason: "longitude: 1e+20 is not a plausible longitude (-180…180 °)")
    ) {
      try OpenMeteo.position(
        ofReply: Data(#"{"latitude": 1, "longitude": 1e20}"#.utf8), source: "f")
    }
    #expect(
      throws: ClientError.malformed(
        source: "r", reason: "[1].latitude: -1e+20 is not a plausible latitude (-90…90 °)")
    ) {
      try OpenMeteo.centre(
        ofRadar: Data(
          #"[{"latitude": 1, "longitude": 1}, {"latitude": -1e20, "longitude": 1}]"#.utf8),
        source: "r")
    }
  }

  // MARK: - Helpers

  private static func reason(_ reply: ForecastReply) -> String? {
    reason(reply.data)
  }

  private static func reason(_ data: Data) -> String? {
    do {
      _ = try OpenMeteo.weather(fromForecast: data, for: ForecastReply.location, source: "t")
      return nil
    } catch {
      guard case .malformed(_, let reason) = error else { return "\(error)" }
      return reason
    }
  }
}
