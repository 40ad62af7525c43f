import Foundation

extension AirQualityClient {
  /// Reads the air quality from Open-Meteo `/v1/air-quality` replies recorded in
  /// `folder`'s `air-quality/` subfolder (the layout is in ``WeatherClient/file(folder:)``).
  ///
  /// The reply for a location is the one whose `latitude` and `longitude` are nearest it,
  /// within 0.5° of each, as for a forecast; errors are as
  /// ``WeatherClient/file(folder:)`` describes (`air quality for Toronto` when none is
  /// near).
  public static func file(folder: URL) -> AirQualityClient {
    AirQualityClient { location in
      try await RecordedReplies(root: folder, kind: "air-quality").offPool { replies in
        let reply = try replies.nearest(
          to: location, what: "air quality for \(location.name)",
          position: OpenMeteo.position(ofForecast:source:))
        return try OpenMeteo.airQuality(fromReply: reply.data, source: reply.source)
      }
    }
  }
}
