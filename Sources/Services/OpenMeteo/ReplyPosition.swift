import Foundation

/// Where a recorded reply is for: the coordinates Open-Meteo answered with.
///
/// Open-Meteo snaps the coordinates asked for to its model grid and answers with the grid
/// cell's, so a reply for Toronto at 43.6532, -79.3832 says 43.648308, -79.38871. The file
/// clients therefore match a location to the reply nearest it, within ``tolerance``.
struct ReplyPosition: Decodable, Equatable {
  var latitude: Double
  var longitude: Double

  /// How far, in degrees of latitude and of longitude, a reply may be from a location and
  /// still be for it: wider than any model's grid cell, narrower than the gap between
  /// neighbouring cities.
  static let tolerance = 0.5

  /// The distance in degrees to `location` when both its latitude and longitude are within
  /// ``tolerance``, else `nil`. Longitudes are compared across the antimeridian.
  func distance(to location: Location) -> Double? {
    let latitudeGap = abs(latitude - location.latitude)
    var longitudeGap = abs(longitude - location.longitude).truncatingRemainder(dividingBy: 360)
    if longitudeGap > 180 { longitudeGap = 360 - longitudeGap }
    guard latitudeGap <= Self.tolerance, longitudeGap <= Self.tolerance else { return nil }
    return (latitudeGap * latitudeGap + longitudeGap * longitudeGap).squareRoot()
  }

  /// Checks the coordinates against their ``PlausibleRange``s; `path` leads to the
  /// object holding them (`[3]`), empty for the top level.
  func checkPlausible(at path: String = "") throws(OpenMeteo.FormatError) {
    let prefix = path.isEmpty ? "" : "\(path)."
    try PlausibleRange.latitude.check(latitude, at: prefix + "latitude")
    try PlausibleRange.longitude.check(longitude, at: prefix + "longitude")
  }
}

extension OpenMeteo {
  /// The coordinates a reply is for: its top-level `latitude` and `longitude`, as every
  /// location endpoint (forecast, air quality, a feed of your own) writes them.
  static func position(ofReply data: Data, source: String) throws(ClientError)
    -> ReplyPosition
  {
    do throws(FormatError) {
      let position = try decodeReply(ReplyPosition.self, from: data)
      try position.checkPlausible()
      return position
    } catch {
      throw .malformed(source: source, reason: error.reason)
    }
  }

  /// The coordinates of a radar reply's centre point (the middle forecast of the grid's),
  /// which is where the location it was recorded for lies.
  static func centre(ofRadar data: Data, source: String) throws(ClientError) -> ReplyPosition {
    do throws(FormatError) {
      let first = data.first { !(" \n\r\t".utf8.contains($0)) }
      if first == UInt8(ascii: "{") {
        let position = try decodeReply(ReplyPosition.self, from: data)
        try position.checkPlausible()
        return position
      }
      let points = try decodeReply([ReplyPosition].self, from: data)
      guard !points.isEmpty else { throw FormatError("the reply has no forecasts") }
      for (index, point) in points.enumerated() { try point.checkPlausible(at: "[\(index)]") }
      return points[points.count / 2]
    } catch {
      throw .malformed(source: source, reason: error.reason)
    }
  }
}
