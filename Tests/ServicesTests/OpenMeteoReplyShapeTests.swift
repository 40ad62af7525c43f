import Foundation
import Testing

@testable import Services

/// What a reply may cost to decode has a bound whatever its shape: nesting and the number
/// of values are counted in one pass before any decoder runs (issue 50 §2).
@Suite struct OpenMeteoReplyShapeTests {
  /// The reason a forecast reply of `text` is refused, or `nil` when it decodes.
  private func reason(_ text: String) -> String? {
    do {
      _ = try OpenMeteo.weather(
        fromForecast: Data(text.utf8), for: ForecastReply.location, source: "t")
      return nil
    } catch {
      guard case .malformed(_, let reason) = error else { return "\(error)" }
      return reason
    }
  }

  /// The reason `text` fails the shape check alone, or `nil` when it passes.
  private func shapeProblem(_ text: String) -> String? {
    do {
      try OpenMeteo.checkShape(of: Data(text.utf8))
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func nestingPastTheLimitIsRefusedNamingIt() {
    // 10 MB of "[" used to take 253 MB inside JSONDecoder before it gave up.
    let limit = OpenMeteo.maximumNesting
    #expect(
      reason(String(repeating: "[", count: 5_000_000) + String(repeating: "]", count: 5_000_000))
        == "arrays and objects nest more than 32 deep (at byte 32), deeper than Stratus reads")
    #expect(
      shapeProblem(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        == nil)
    #expect(
      shapeProblem(String(repeating: #"{"a":"#, count: limit + 1))
        == "arrays and objects nest more than 32 deep (at byte \(5 * limit)), "
        + "deeper than Stratus reads")
  }

  @Test func deepKeysAroundAnUnrepresentableNumberAreRefusedByTheirDepth() {
    // It used to be read to the end, with an entry per level and a decoded key each.
    let text =
      String(repeating: #"{"a":"#, count: 1_600_000) + "1e400"
      + String(repeating: "}", count: 1_600_000)
    #expect(reason(text)?.hasPrefix("arrays and objects nest more than 32 deep") == true)
  }

  @Test func bracketsInsideStringsAreNotCounted() {
    let brackets = String(repeating: "[{", count: 100)
    #expect(shapeProblem(#"{"a": "\#(brackets)", "b": "\"\#(brackets)\\"}"#) == nil)
  }

  @Test func moreValuesThanTheLimitAreRefused() {
    // A valid forecast of 1.8 million values took 158 MB to decode.
    // The array and each element after a comma count: n elements are n values.
    let limit = OpenMeteo.maximumValues
    let fits = "[" + Array(repeating: "1", count: limit).joined(separator: ",") + "]"
    #expect(shapeProblem(fits) == nil)
    let over = "[" + Array(repeating: "1", count: limit + 1).joined(separator: ",") + "]"
    #expect(
      shapeProblem(over)
        == "the reply holds more than 100000 values (passed at byte \(over.utf8.count - 3)), "
        + "more than Stratus reads")
  }

  @Test func everyFormatIsChecked() {
    let deep = Data((String(repeating: "[", count: 40) + String(repeating: "]", count: 40)).utf8)
    #expect(throws: ClientError.self) {
      try OpenMeteo.locations(fromSearch: deep, source: "t")
    }
    #expect(throws: ClientError.self) {
      try OpenMeteo.radar(fromForecasts: deep, grid: .standard, source: "t")
    }
  }

  @Test func numberOfHundredsOfDigitsIsStillFoundWithoutAnExponent() {
    // Only numbers with an exponent or 300 digits and more are parsed by the search.
    var reply = ForecastReply()
    reply.current["temperature_2m"] = "@big"
    let text = String(decoding: reply.data, as: UTF8.self)
    let digits = "1" + String(repeating: "0", count: 400)
    #expect(
      reason(text.replacingOccurrences(of: #""@big""#, with: digits))
        == "current.temperature_2m: \(digits) is too large for a number")
  }
}
