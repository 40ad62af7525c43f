import Foundation

/// The waves at the place on screen, for the Marine screen: a feed's whole declaration
/// (see ``OpenMeteoFeed``).
public enum MarineFeed: OpenMeteoFeed {
  public static let name = "waves"
  public static let path = "v1/marine"
  public static let publicHost = URL(string: "https://marine-api.open-meteo.com")

  public static func query(for location: Location) -> [URLQueryItem] {
    OpenMeteo.marineQuery(for: location)
  }

  public static func decode(_ reply: Data, source: String) throws -> Waves {
    try OpenMeteo.waves(fromReply: reply, source: source)
  }
}

/// The marine service: the generic feed service over ``MarineFeed``.
public typealias MarineService = FeedService<MarineFeed>
