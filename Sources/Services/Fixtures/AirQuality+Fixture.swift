import Foundation

extension AirQuality {
  /// Made-up air quality for any place, the same every time it is asked for: a reading
  /// for the hour at or before `now`.
  ///
  /// The index is drawn from the place's id and the hour (FNV-1a, so every machine agrees)
  /// and stays mostly good to moderate; the particles follow it (PM2.5 about a third of
  /// the index, PM10 about half). Reykjavík has no reading at all (the panel's empty
  /// state), as it has no radar.
  public static func fixture(for location: Location, at now: Date) -> AirQuality {
    let hour = (now.timeIntervalSince1970 / 3600).rounded(.down)
    let time = Date(timeIntervalSince1970: hour * 3600)
    guard location.id != Location.fixtures.reykjavik.id else { return .empty(at: time) }
    let seed = FNV1a.hash("\(location.id)/air/\(Int(hour))")
    let index = 8 + Int(seed % 55)
    return AirQuality(
      time: time, europeanIndex: index, pm25: (Double(index) / 3).rounded(),
      pm10: (Double(index) / 2).rounded())
  }
}
