import Foundation

/// One forecast of the multi-coordinate radar reply: a JSON array of these, one per grid
/// point in the order the coordinates were sent (Open-Meteo answers a single coordinate
/// with the object alone, which is accepted too).
struct RadarPoint: Decodable {
  var latitude: Double?
  var longitude: Double?
  var utcOffsetSeconds: Double?
  var minutely15: Minutely15

  enum CodingKeys: String, CodingKey {
    case latitude, longitude
    case utcOffsetSeconds = "utc_offset_seconds"
    case minutely15 = "minutely_15"
  }

  /// The `minutely_15` block: precipitation per quarter hour.
  struct Minutely15: Decodable {
    var time: [TimeValue]
    /// Millimetres fallen in the 15 minutes before each time.
    var precipitation: [Double?]
  }
}

extension RadarPoint {
  /// Minutes in one `minutely_15` step.
  static let stepMinutes = 15.0

  /// Decodes a radar reply: an array of forecasts, or one forecast object.
  static func decodeAll(from data: Data) throws(OpenMeteo.FormatError) -> [RadarPoint] {
    let first = data.first { !(" \n\r\t".utf8.contains($0)) }
    if first == UInt8(ascii: "{") {
      return [try OpenMeteo.decodeReply(RadarPoint.self, from: data)]
    }
    return try OpenMeteo.decodeReply([RadarPoint].self, from: data)
  }

  /// The radar the points make on `grid`.
  ///
  /// Open-Meteo's `minutely_15.precipitation` is the amount, in mm, that fell in the 15
  /// minutes before each time; a radar map shows intensity, so each amount is multiplied
  /// by 4 to give mm/h. A `null` amount is drawn as dry (0), and a negative one (which no
  /// model sends) is clamped to 0. The frames' times are the first point's; every point
  /// must have as many times and amounts as it.
  ///
  /// - Throws: ``OpenMeteo/FormatError`` when the number of points is not the grid's, a
  ///   number is out of its plausible range (``checkPlausible(index:)``), or a point's
  ///   arrays differ in length from the first point's.
  static func radar(_ points: [RadarPoint], grid: RadarGrid) throws(OpenMeteo.FormatError)
    -> Radar
  {
    let needed = grid.rows * grid.columns
    guard points.count == needed else {
      throw OpenMeteo.FormatError(
        "the reply has \(points.count) forecasts but a \(grid.rows) × \(grid.columns) grid "
          + "needs \(needed), one per point")
    }
    for (index, point) in points.enumerated() { try point.checkPlausible(index: index) }
    guard let first = points.first else { return Radar(frames: []) }
    let offset = first.utcOffsetSeconds.map { Int($0) }
    let times = try OpenMeteo.dates(
      first.minutely15.time, block: "[0].minutely_15", utcOffsetSeconds: offset)
    for (index, point) in points.enumerated() {
      let block = "[\(index)].minutely_15"
      if point.minutely15.time.count != times.count {
        throw OpenMeteo.FormatError(
          "\(block).time has \(point.minutely15.time.count) values but "
            + "[0].minutely_15.time has \(times.count)")
      }
      try OpenMeteo.checkLengths(
        block: block, count: times.count,
        columns: [("precipitation", point.minutely15.precipitation.count)])
    }
    let perHour = 60 / stepMinutes
    let frames = times.enumerated().map { step, time in
      Radar.Frame(
        time: time,
        millimetresPerHour: (0..<grid.rows).map { row in
          (0..<grid.columns).map { column in
            let amount = points[row * grid.columns + column].minutely15.precipitation[step] ?? 0
            return max(0, amount) * perHour
          }
        })
    }
    return Radar(frames: frames)
  }
}

// MARK: - Plausibility

extension RadarPoint {
  /// Checks the point's numbers against their ``PlausibleRange``s; `index` is its place
  /// in the reply, for the path: `[4].minutely_15.precipitation[2]`.
  ///
  /// A negative amount is drawn dry rather than refused (see ``radar(_:grid:)``), so only
  /// the top of the precipitation range is checked.
  func checkPlausible(index: Int) throws(OpenMeteo.FormatError) {
    try PlausibleRange.latitude.check(latitude, at: "[\(index)].latitude")
    try PlausibleRange.longitude.check(longitude, at: "[\(index)].longitude")
    try PlausibleRange.utcOffset.check(utcOffsetSeconds, at: "[\(index)].utc_offset_seconds")
    try PlausibleRange.quarterHourPrecipitation.check(
      minutely15.precipitation.map { $0.map { max(0, $0) } },
      at: "[\(index)].minutely_15.precipitation")
  }
}
