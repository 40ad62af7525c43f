import Foundation
import Testing

@testable import Services

/// Replies that are not a forecast: each is refused with a reason naming what is wrong
/// and where, and none crashes.
@Suite struct OpenMeteoMalformedForecastTests {
  @Test func syntaxErrorIsNotJSON() {
    let reason = Self.reason(Data(#"{"current": {"time": 1,"#.utf8))
    #expect(reason?.hasPrefix("not JSON (") == true, "\(reason ?? "no error")")
  }

  @Test func emptyReplyIsNotJSON() {
    #expect(Self.reason(Data()) == "not JSON (the reply is empty)")
  }

  @Test func replyOfWhiteSpaceIsNotJSONNotEmpty() {
    #expect(Self.reason(Data(" ".utf8)) == "not JSON (the reply is only white space, 1 byte)")
    #expect(
      Self.reason(Data(" \n\t\r   ".utf8)) == "not JSON (the reply is only white space, 7 bytes)")
  }

  @Test func emptyObjectIsMissingCurrent() {
    #expect(Self.reason(Data("{}".utf8)) == "missing 'current'")
  }

  @Test func missingBlockIsNamed() {
    var reply = ForecastReply()
    reply.hourly = [:]
    #expect(Self.reason(reply) == "missing 'hourly.time'")
    var withoutHourly = ForecastReply().object
    withoutHourly["hourly"] = nil
    #expect(Self.reason(ForecastReply.data(withoutHourly)) == "missing 'hourly'")
  }

  @Test func topLevelArrayIsNotAForecast() {
    #expect(Self.reason(Data("[1, 2]".utf8)) == "top level: expected an object")
  }

  @Test func valueOfTheWrongTypeIsNamedByItsPath() {
    var reply = ForecastReply()
    var temperatures = ForecastReply.filled(24, with: 1.5)
    temperatures[2] = "warm"
    reply.hourly["temperature_2m"] = temperatures
    #expect(Self.reason(reply) == "hourly.temperature_2m[2]: expected a number")

    var block = ForecastReply()
    block.object["daily"] = 5
    #expect(Self.reason(block) == "daily: expected an object")

    var current = ForecastReply()
    current.current["relative_humidity_2m"] = "78%"
    #expect(Self.reason(current) == "current.relative_humidity_2m: expected a number")
  }

  @Test func timeOfTheOtherFormIsRejected() {
    var reply = ForecastReply()
    var times = ForecastReply.column(24) { ForecastReply.seconds(hour: $0) as Any }
    times[3] = "2026-11-22T03:00"
    reply.hourly["time"] = times
    #expect(Self.reason(reply) == "hourly.time[3]: expected a number like hourly.time[0]")
  }

  @Test func nullTimeAndUnreadableTimeAreRejected() {
    var null = ForecastReply()
    var times = ForecastReply.column(24) { ForecastReply.seconds(hour: $0) as Any }
    times[1] = NSNull()
    null.hourly["time"] = times
    #expect(
      Self.reason(null) == "hourly.time[1]: expected a time (a number or a string), found null")

    var text = ForecastReply(iso: true)
    var days = text.daily["time"] as! [Any]
    days[1] = "2026-11-31"
    text.daily["time"] = days
    #expect(
      Self.reason(text)
        == "daily.time[1]: '2026-11-31' is not a local ISO 8601 time like 2026-11-22T15:00")
  }

  @Test func localTimesNeedTheUTCOffset() {
    var reply = ForecastReply(iso: true)
    reply.object["utc_offset_seconds"] = nil
    #expect(
      Self.reason(reply)
        == "missing 'utc_offset_seconds' (needed to read the local time in hourly.time[0])")
  }

  @Test func unknownWeatherCodeIsNamedWithItsField() {
    var current = ForecastReply()
    current.current["weather_code"] = 123
    #expect(Self.reason(current) == "current.weather_code: 123 is not a WMO weather code")

    var hourly = ForecastReply()
    var codes = ForecastReply.filled(24, with: 3)
    codes[5] = 2.5
    hourly.hourly["weather_code"] = codes
    #expect(Self.reason(hourly) == "hourly.weather_code[5]: 2.5 is not a WMO weather code")
  }

  @Test func arraysOfDifferentLengthsAreNamed() {
    var reply = ForecastReply(hours: 168, days: 7)
    reply.hourly["temperature_2m"] = ForecastReply.filled(167, with: 1.0)
    #expect(Self.reason(reply) == "hourly.temperature_2m has 167 values but hourly.time has 168")

    var daily = ForecastReply()
    daily.daily["sunset"] = [ForecastReply.seconds(hour: 17)]
    #expect(Self.reason(daily) == "daily.sunset has 1 values but daily.time has 2")
  }

  @Test func errorsNameTheSource() {
    #expect(throws: ClientError.malformed(source: "/data/x.json", reason: "missing 'current'")) {
      try OpenMeteo.weather(
        fromForecast: Data("{}".utf8), for: ForecastReply.location, source: "/data/x.json")
    }
  }

  @Test func arbitraryBytesNeverCrash() {
    // A fixed xorshift sequence, so a crash it finds is found again.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }
    let valid = ForecastReply().data
    for trial in 0..<200 {
      var bytes = [UInt8](valid)
      for _ in 0..<(1 + trial % 8) {
        bytes[next(bytes.count)] = UInt8(next(256))
      }
      _ = try? OpenMeteo.weather(
        fromForecast: Data(bytes), for: ForecastReply.location, source: "fuzz")
    }
    _ = try? OpenMeteo.weather(
      fromForecast: Data(
        #"{"current":{"time":1e300,"weather_code":1e300},"hourly":{"time":[]},"daily":{"time":[]}}"#
          .utf8),
      for: ForecastReply.location, source: "huge")
  }

  // MARK: - Helpers

  private static func reason(_ reply: ForecastReply) -> String? {
    reason(reply.data)
  }

  private static func reason(_ data: Data) -> String? {
    do {
      _ = try OpenMeteo.weather(fromForecast: data, for: ForecastReply.location, source: "test")
      return nil
    } catch {
      guard case .malformed(_, let reason) = error else { return "\(error)" }
      return reason
    }
  }
}
