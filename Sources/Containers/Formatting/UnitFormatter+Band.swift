import Presentation
import Services

extension UnitFormatter {
  /// The band that colours a temperature (``TemperatureBand``), beside the text
  /// ``temperature(_:)`` makes of it; `nil` exactly when that text is
  /// ``Glyphs/missingValue``, so a dash is never coloured.
  ///
  /// The band is decided from °C whatever the units shown: -2 °C is below freezing when
  /// it prints as "28°" too.
  public func band(_ celsius: Double?) -> TemperatureBand? {
    guard let celsius, degrees(celsius) != nil else { return nil }
    return TemperatureBand(celsius: celsius)
  }
}
