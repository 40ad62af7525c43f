import Foundation

extension GeocodingClient {
  /// Reads recorded Open-Meteo replies from `folder` (placeholder).
  public static func file(folder: URL) -> GeocodingClient {
    GeocodingClient { _ in throw ClientError.notFound(source: folder.path, what: "data") }
  }
}
