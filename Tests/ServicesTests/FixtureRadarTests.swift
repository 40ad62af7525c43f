import Foundation
import Testing

@testable import Services

@Suite struct FixtureRadarTests {
  static let places = Location.fixtures.all.filter { $0 != .fixtures.reykjavik }

  @Test func eightFramesFifteenMinutesApartWithTheFifthAtNow() throws {
    let now = FixtureTime.reference.addingTimeInterval(7 * 60)
    let radar = Radar.fixture(for: .fixtures.toronto, at: now)
    #expect(radar.frames.count == 8)
    for (earlier, later) in zip(radar.frames, radar.frames.dropFirst()) {
      #expect(later.time.timeIntervalSince(earlier.time) == 15 * 60)
    }
    // 20:07 → the current frame is 20:00, the last 20:45 (the quarter hour at or before
    // 20:52).
    #expect(radar.frames[4].time == FixtureTime.reference)
    #expect(radar.frames.last?.time == FixtureTime.reference.addingTimeInterval(45 * 60))
  }

  @Test func framesMatchTheStandardGrid() {
    let grid = RadarGrid.standard
    for location in Self.places {
      for frame in Radar.fixture(for: location, at: FixtureTime.reference).frames {
        #expect(frame.rows == grid.rows && frame.columns == grid.columns, "\(location.name)")
        #expect(frame.millimetresPerHour.allSatisfy { $0.count == grid.columns })
      }
    }
  }

  @Test func framesFollowAnyGridTheyAreGiven() {
    let grid = RadarGrid(rows: 5, columns: 7, spacingDegrees: 0.5)
    let radar = Radar.fixture(for: .fixtures.seoul, at: FixtureTime.reference, grid: grid)
    #expect(radar.frames.allSatisfy { $0.rows == 5 && $0.columns == 7 })
  }

  @Test func reykjavikHasNoFrames() {
    #expect(Radar.fixtures.reykjavik.frames.isEmpty)
    #expect(Radar.fixture(for: .fixtures.reykjavik, at: .distantPast).frames.isEmpty)
  }

  @Test func seoulHasABandOfHeavyRainOverTheCentreNow() {
    let frames = Radar.fixtures.seoul.frames
    let grid = RadarGrid.standard
    let centre = frames[4].millimetresPerHour[grid.rows / 2][grid.columns / 2]
    #expect(centre >= 7.6)
    // The band spans every row of the current frame.
    #expect(frames[4].millimetresPerHour.allSatisfy { row in row.contains { $0 >= 7.6 } })
    // It moves west to east: the wettest column of the middle row moves right.
    let wettestColumns = frames.map { frame in
      let row = frame.millimetresPerHour[grid.rows / 2]
      return row.indices.max { row[$0] < row[$1] }!
    }
    #expect(wettestColumns == wettestColumns.sorted())
    #expect(wettestColumns.first! < grid.columns / 2 && wettestColumns.last! > grid.columns / 2)
  }

  @Test func valuesAreTenthsOfAMillimetreAndMostlyZeroAwayFromStorms() {
    for location in Self.places {
      for frame in Radar.fixture(for: location, at: FixtureTime.reference).frames {
        for value in frame.millimetresPerHour.joined() {
          #expect(value >= 0 && (value * 10).rounded() == value * 10)
        }
      }
    }
    for radar in [Radar.fixtures.tokyo, Radar.fixtures.oslo] {
      let values = radar.frames.flatMap { $0.millimetresPerHour.joined() }
      #expect(values.count(where: { $0 == 0 }) * 2 > values.count)
    }
  }

  @Test func sameLocationAndTimeGiveEqualRadar() {
    for location in Location.fixtures.searchable {
      #expect(
        Radar.fixture(for: location, at: FixtureTime.reference)
          == Radar.fixture(for: location, at: FixtureTime.reference))
    }
  }

  @Test func laterFramesAreTheSameMapsMovedOn() {
    let now = Radar.fixture(for: .fixtures.tokyo, at: FixtureTime.reference)
    let later = Radar.fixture(
      for: .fixtures.tokyo, at: FixtureTime.reference.addingTimeInterval(15 * 60))
    #expect(Array(later.frames.dropLast()) == Array(now.frames.dropFirst()))
  }

  @Test func clientGeneratesTheRadarAtTheClocksTime() async throws {
    let clock = ManualClock(now: FixtureTime.reference)
    let client = RadarClient.fixtures(clock: clock.clock)
    #expect(try await client.radar(.fixtures.seoul) == .fixtures.seoul)
    #expect(try await client.radar(.fixtures.reykjavik).frames.isEmpty)
  }
}
