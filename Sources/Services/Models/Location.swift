/// A place the weather can be shown for.
///
/// Its `id` is derived from the coordinates, so the same place found twice (by search,
/// from a favourite, as an account's home) is recognised as one.
public struct Location: Sendable, Hashable, Codable, Identifiable {
  /// The place's name ("Toronto", "東京").
  public var name: String
  /// Province, state or prefecture, when there is one.
  public var region: String?
  public var country: String
  /// Degrees north.
  public var latitude: Double
  /// Degrees east.
  public var longitude: Double
  /// The IANA time zone, such as `America/Toronto`: local times on every screen use it.
  public var timeZoneID: String

  public init(
    name: String, region: String? = nil, country: String, latitude: Double,
    longitude: Double, timeZoneID: String
  ) {
    self.name = name
    self.region = region
    self.country = country
    self.latitude = latitude
    self.longitude = longitude
    self.timeZoneID = timeZoneID
  }

  /// The coordinates to four decimals (about 10 m), which is as precise as a forecast
  /// is.
  public var id: String {
    func fixed(_ value: Double) -> String {
      let scaled = (value * 10_000).rounded() / 10_000
      return scaled == 0 ? "0.0" : "\(scaled)"
    }
    return "\(fixed(latitude)),\(fixed(longitude))"
  }
}
