import Foundation

extension Waves {
  /// Made-up waves for any place, the same every time it is asked for: a reading for the
  /// hour at or before `now`, between 0.2 and 2.5 m, drawn from the place's id and the
  /// hour (FNV-1a, so every machine agrees).
  public static func fixture(for location: Location, at now: Date) -> Waves {
    let hour = (now.timeIntervalSince1970 / 3600).rounded(.down)
    let seed = FNV1a.hash("\(location.id)/waves/\(Int(hour))")
    return Waves(
      time: Date(timeIntervalSince1970: hour * 3600), height: Double(2 + seed % 24) / 10)
  }
}
