import Foundation
import Testing

@testable import Services

@Suite struct OpenMeteoRadarTests {
  @Test func torontoExampleMakesEightFramesOnTheStandardGrid() throws {
    let data = try ExampleFolder.data("radar/toronto.json")
    let radar = try OpenMeteo.radar(fromForecasts: data, grid: .standard, source: "toronto.json")
    #expect(radar.frames.count == 8)
    #expect(radar.frames.allSatisfy { $0.rows == 9 && $0.columns == 15 })
    let times = radar.frames.map(\.time)
    #expect(times[4] == FixtureTime.reference)
    #expect(zip(times, times.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 900 })
    // A band of rain: some cells wet, some dry, in every frame.
    for frame in radar.frames {
      let cells = frame.millimetresPerHour.flatMap { $0 }
      #expect(cells.contains { $0 > 1 })
      #expect(cells.contains(0))
    }
  }

  @Test func amountsPerQuarterHourBecomeMillimetresPerHour() throws {
    let data = Self.reply(points: 9, precipitation: { point in [0.5, point == 4 ? 2.0 : 0] })
    let radar = try OpenMeteo.radar(fromForecasts: data, grid: Self.grid, source: "test")
    #expect(radar.frames.count == 2)
    #expect(radar.frames[0].millimetresPerHour == Array(repeating: [2, 2, 2], count: 3))
    #expect(radar.frames[1].millimetresPerHour == [[0, 0, 0], [0, 8, 0], [0, 0, 0]])
  }

  @Test func nullAmountIsDrawnDry() throws {
    let data = Self.reply(points: 9, precipitation: { _ in [nil, -1] })
    let radar = try OpenMeteo.radar(fromForecasts: data, grid: Self.grid, source: "test")
    #expect(radar.frames.allSatisfy { $0.millimetresPerHour.joined().allSatisfy { $0 == 0 } })
  }

  @Test func singleForecastObjectIsAOnePointGrid() throws {
    let data = Data(
      #"{"latitude": 1, "longitude": 2, "utc_offset_seconds": 0, "minutely_15": {"time": [0, 900], "precipitation": [0.25, 0]}}"#
        .utf8)
    let radar = try OpenMeteo.radar(
      fromForecasts: data, grid: RadarGrid(rows: 1, columns: 1, spacingDegrees: 0.25),
      source: "test")
    #expect(radar.frames.map(\.millimetresPerHour) == [[[1]], [[0]]])
  }

  @Test func wrongNumberOfForecastsIsReported() {
    let data = Self.reply(points: 3, precipitation: { _ in [0, 0] })
    #expect(
      throws: ClientError.malformed(
        source: "test", reason: "the reply has 3 forecasts but a 3 × 3 grid needs 9, one per point")
    ) {
      try OpenMeteo.radar(fromForecasts: data, grid: Self.grid, source: "test")
    }
  }

  @Test func pointWithFewerTimesIsReported() {
    let data = Self.reply(
      points: 9, precipitation: { _ in [0, 0] }, times: { $0 == 5 ? [0] : [0, 900] })
    #expect(
      throws: ClientError.malformed(
        source: "test", reason: "[5].minutely_15.time has 1 values but [0].minutely_15.time has 2")
    ) {
      try OpenMeteo.radar(fromForecasts: data, grid: Self.grid, source: "test")
    }
  }

  @Test func missingPrecipitationIsNamed() {
    let data = Data(#"[{"minutely_15": {"time": [0]}}]"#.utf8)
    #expect(
      throws: ClientError.malformed(source: "t", reason: "missing '[0].minutely_15.precipitation'")
    ) {
      try OpenMeteo.radar(
        fromForecasts: data, grid: RadarGrid(rows: 1, columns: 1, spacingDegrees: 1), source: "t")
    }
  }

  // MARK: - Helpers

  private static let grid = RadarGrid(rows: 3, columns: 3, spacingDegrees: 0.25)

  private static func reply(
    points: Int, precipitation: (Int) -> [Double?], times: (Int) -> [Int] = { _ in [0, 900] }
  ) -> Data {
    let objects: [[String: Any]] = (0..<points).map { point in
      let amounts: [Any] = precipitation(point).map { $0.map { $0 as Any } ?? NSNull() }
      return [
        "latitude": Double(point), "longitude": 0.0, "utc_offset_seconds": 0,
        "minutely_15": ["time": times(point), "precipitation": amounts] as [String: Any],
      ]
    }
    return try! JSONSerialization.data(withJSONObject: objects)
  }
}
