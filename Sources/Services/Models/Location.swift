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
      let scaled = Self.rounded(value)
      return scaled == 0 ? "0.0" : "\(scaled)"
    }
    return "\(fixed(latitude)),\(fixed(longitude))"
  }

  /// Whether `other` is the same place: `id == other.id`, without writing either id
  /// out. A header asks on every pass, and formatting four coordinates cost more than
  /// the rest of its body.
  public func isSamePlace(as other: Location) -> Bool {
    Self.rounded(latitude) == Self.rounded(other.latitude)
      && Self.rounded(longitude) == Self.rounded(other.longitude)
  }

  /// A coordinate to four decimals, as ``id`` writes it. (Equal roundings write equal
  /// ids and unequal ones unequal ids; `0.0` and `-0.0` are both written "0.0".)
  private static func rounded(_ value: Double) -> Double {
    (value * 10_000).rounded() / 10_000
  }
}
