import Foundation

extension WeatherClient {
  /// Reads recorded Open-Meteo replies from `folder` (placeholder).
  public static func file(folder: URL) -> WeatherClient {
    WeatherClient { _ in throw ClientError.notFound(source: folder.path, what: "data") }
  }
}
