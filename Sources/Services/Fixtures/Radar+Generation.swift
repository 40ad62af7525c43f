import Foundation

extension Radar {
  /// Made-up precipitation maps around any place, the same every time they are asked
  /// for, agreeing with ``Weather/fixture(for:at:)``.
  ///
  /// There are 8 frames 15 minutes apart: the frame at the quarter hour at or before
  /// `now` is the fifth, so 4 frames look back and 3 forecast (the last frame is the
  /// quarter hour at or before `now` + 45 minutes).
  ///
  /// Rain and snow drift from west to east, a quarter of a degree (one cell of the
  /// standard grid) every 15 minutes: a cell west of the centre shows what will reach
  /// the location later, so the field moves one cell east per frame and the centre shows
  /// what the forecast has overhead. Cells away from the centre vary, so showers look
  /// like blobs rather than stripes. Values are mm/h to one decimal, mostly 0.
  ///
  /// 서울 always has its band of heavy rain crossing the centre at the current frame;
  /// Reykjavík has no frames at all (the Radar screen's empty state).
  ///
  /// - Parameters:
  ///   - location: any place, built in or found by search.
  ///   - now: the time of the current frame.
  ///   - grid: the shape of each frame; the standard 9 × 15 by default.
  public static func fixture(
    for location: Location, at now: Date, grid: RadarGrid = .standard
  ) -> Radar {
    guard location.id != Location.fixtures.reykjavik.id else { return Radar(frames: []) }
    let atmosphere = Atmosphere(
      location: location, now: now, calendar: PlaceCalendar(for: location))
    return Radar(
      frames: fixtureFrameTimes(around: now).map { time in
        Frame(time: time, millimetresPerHour: fixtureField(atmosphere, at: time, grid: grid))
      })
  }

  /// The times of the fixture frames around `now`: 4 before the quarter hour at or
  /// before `now`, that quarter hour, and 3 after.
  static func fixtureFrameTimes(around now: Date) -> [Date] {
    let quarterHour: TimeInterval = 15 * 60
    let current = (now.timeIntervalSince1970 / quarterHour).rounded(.down) * quarterHour
    return (-4...3).map { Date(timeIntervalSince1970: current + Double($0) * quarterHour) }
  }

  /// One frame: rows north to south, each west to east.
  private static func fixtureField(_ atmosphere: Atmosphere, at time: Date, grid: RadarGrid)
    -> [[Double]]
  {
    let middleRow = grid.rows / 2
    let middleColumn = grid.columns / 2
    // A quarter of a degree every 15 minutes: about 80 km/h at mid latitudes.
    let secondsPerColumn = 15 * 60 * grid.spacingDegrees / 0.25
    return (0..<grid.rows).map { row in
      (0..<grid.columns).map { column in
        // Rows further north lead by a few minutes, so bands lean from southwest to
        // northeast as cold fronts do.
        let lead =
          Double(middleColumn - column) * secondsPerColumn + Double(middleRow - row) * 240
        let arrival = time.addingTimeInterval(lead)
        // Texture grows away from the centre, so the centre cell shows exactly what the
        // forecast has overhead.
        let distance = hypot(Double(row - middleRow), Double(column - middleColumn))
        let texture =
          min(1, distance / 2)
          * atmosphere.noise.value(
            .radar, x: Double(row) / 2, y: arrival.timeIntervalSince1970 / 3_000)
        let (amount, _) = atmosphere.precipitation(at: arrival, texture: texture)
        return amount.roundedToTenth
      }
    }
  }
}
