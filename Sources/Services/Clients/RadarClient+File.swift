import Foundation

extension RadarClient {
  /// Reads radar from replies to ``OpenMeteo/radarQuery(for:grid:)`` recorded in
  /// `folder`'s `radar/` subfolder (the layout is in ``WeatherClient/file(folder:)``).
  ///
  /// The reply for a location is the one whose centre point (the middle forecast of the
  /// grid's, which is the location's own) is nearest it, within 0.5° of latitude and of
  /// longitude, like a forecast's. Replies are read on ``RadarGrid/standard``. When none
  /// is near, the error is ``ClientError/notFound(source:what:)`` (`radar for Toronto`);
  /// other errors are as ``WeatherClient/file(folder:)`` describes.
  public static func file(folder: URL) -> RadarClient {
    RadarClient { location in
      try await RecordedReplies(root: folder, kind: "radar").offPool { replies in
        let reply = try replies.nearest(
          to: location, what: "radar for \(location.name)",
          position: OpenMeteo.centre(ofRadar:source:))
        return try OpenMeteo.radar(
          fromForecasts: reply.data, grid: .standard, source: reply.source)
      }
    }
  }
}
