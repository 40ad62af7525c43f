import Foundation

extension RadarClient {
  /// Reads recorded Open-Meteo replies from `folder` (placeholder).
  public static func file(folder: URL) -> RadarClient {
    RadarClient { _ in throw ClientError.notFound(source: folder.path, what: "data") }
  }
}
