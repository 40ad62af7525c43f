import Foundation
import Services

extension Weather {
  /// Whether `date` is between today's sunset and sunrise, so the sky glyph shows the
  /// moon; `false` when the sun times are unknown.
  public func isNight(at date: Date) -> Bool {
    guard let sunrise = today.sunrise, let sunset = today.sunset else { return false }
    return date < sunrise || date >= sunset
  }
}
