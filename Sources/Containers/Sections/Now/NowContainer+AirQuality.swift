import Presentation
import Services
import TextUI

extension NowContainer {
  /// The air-quality panel's props for the air-quality service's state: the pure half of
  /// the panel's data, tested without a renderer.
  ///
  /// - Idle (nothing asked yet): `nil`, and the screen leaves the panel out.
  /// - A reading (loaded, or kept while a refresh is in flight or after it failed): its
  ///   band and index, and the particles, in the band's status; "No reading" when it has
  ///   no index.
  /// - Loading or failed with no reading for the place: "Loading…" (no reading) or
  ///   "Unavailable".
  public static func airQuality(_ state: FetchState<AirQuality>, glyphs: Glyphs)
    -> AirQualityPanel.Props?
  {
    if let reading = state.latest?.value {
      guard let index = reading.europeanIndex, let level = reading.level else {
        return AirQualityPanel.Props(headline: "No reading", particles: nil, status: .noReading)
      }
      return AirQualityPanel.Props(
        headline: "\(name(of: level)) \(glyphs.dot) EAQI \(index)",
        particles: particles(reading, glyphs: glyphs), status: status(of: level))
    }
    if state.error != nil {
      return AirQualityPanel.Props(headline: "Unavailable", particles: nil, status: .unavailable)
    }
    if state.isLoading {
      return AirQualityPanel.Props(
        headline: "Loading" + glyphs.ellipsis, particles: nil, status: .noReading)
    }
    return nil
  }

  /// "PM2.5 12 · PM10 18", either alone when the other is missing; `nil` for neither.
  static func particles(_ reading: AirQuality, glyphs: Glyphs) -> String? {
    let parts = [("PM2.5", reading.pm25), ("PM10", reading.pm10)].compactMap { name, value in
      value.map { "\(name) \(Int($0.rounded()))" }
    }
    return parts.isEmpty ? nil : parts.joined(separator: " \(glyphs.dot) ")
  }

  /// The palette's band for the agency's: good and fair air are good, moderate is
  /// moderate, and poor or worse (unhealthy for sensitive groups) is poor.
  static func status(of level: AirQuality.Level) -> AirQualityPanel.Status {
    switch level {
    case .good, .fair: .good
    case .moderate: .moderate
    case .poor, .veryPoor, .extremelyPoor: .poor
    }
  }

  /// The band as the European Environment Agency names it.
  static func name(of level: AirQuality.Level) -> String {
    switch level {
    case .good: "Good"
    case .fair: "Fair"
    case .moderate: "Moderate"
    case .poor: "Poor"
    case .veryPoor: "Very poor"
    case .extremelyPoor: "Extremely poor"
    }
  }
}
