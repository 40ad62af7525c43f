import Testing

@testable import Services

@Suite struct ClientErrorTests {
  @Test func timeoutsReadAsSeconds() {
    #expect(
      ClientError.timedOut(source: "s", seconds: 10).description == "No reply from s within 10 s")
    #expect(
      ClientError.timedOut(source: "s", seconds: 0.5).description == "No reply from s within 0.5 s")
  }

  /// `Duration.seconds(Int64.max)` is 2⁶³ seconds as a `Double`, one past `Int.max`.
  @Test func aTimeoutNoIntHoldsReadsWithoutTrapping() {
    #expect(
      ClientError.timedOut(source: "s", seconds: Double(Int64.max)).description
        == "No reply from s within 9.223372036854776e+18 s")
  }
}
