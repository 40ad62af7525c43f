import Foundation

/// The air quality at the place on screen, for the Now screen's panel: a feed's whole
/// declaration (see ``OpenMeteoFeed``).
public enum AirQualityFeed: OpenMeteoFeed {
  public static let name = "air quality"
  public static let path = "v1/air-quality"
  public static let publicHost = URL(string: "https://air-quality-api.open-meteo.com")

  public static func query(for location: Location) -> [URLQueryItem] {
    OpenMeteo.airQualityQuery(for: location)
  }

  public static func decode(_ reply: Data, source: String) throws -> AirQuality {
    try OpenMeteo.airQuality(fromReply: reply, source: source)
  }
}

/// The air-quality service: the generic feed service over ``AirQualityFeed``.
public typealias AirQualityService = FeedService<AirQualityFeed>
