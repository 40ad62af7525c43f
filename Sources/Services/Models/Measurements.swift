import Foundation

// Measurement values shared by the current conditions, the hours and the days. Every
// quantity is stored in one metric unit, named in its property (`celsius`,
// `kilometresPerHour`…): conversion to the user's units is presentation work, done
// once where the text is made (see Docs/Services.md).

/// Wind at one time.
public struct Wind: Sendable, Equatable, Codable {
  /// Mean speed, km/h.
  public var kilometresPerHour: Double
  /// Where the wind comes from, degrees clockwise from north; `nil` when calm or unknown.
  public var directionDegrees: Double?
  /// Gust speed, km/h, when reported.
  public var gustKilometresPerHour: Double?

  public init(
    kilometresPerHour: Double, directionDegrees: Double? = nil,
    gustKilometresPerHour: Double? = nil
  ) {
    self.kilometresPerHour = kilometresPerHour
    self.directionDegrees = directionDegrees
    self.gustKilometresPerHour = gustKilometresPerHour
  }
}

/// Sea-level pressure and which way it is going.
public struct Pressure: Sendable, Equatable, Codable {
  /// Whether pressure is rising, falling or steady over the last hours.
  public enum Tendency: String, Sendable, Codable, CaseIterable {
    case rising, falling, steady
  }

  /// Pressure in kilopascals (Canadian forecasts print kPa; 101.3 is average).
  public var kilopascals: Double
  /// The tendency, when known.
  public var tendency: Tendency?

  public init(kilopascals: Double, tendency: Tendency? = nil) {
    self.kilopascals = kilopascals
    self.tendency = tendency
  }
}

/// How warm or cold it feels, and by which index.
public struct FeelsLike: Sendable, Equatable, Codable {
  /// The index used: humidex in warm humid air, wind chill in cold wind.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    case humidex, windChill
  }

  public var kind: Kind
  /// The index value, in °C-like units.
  public var celsius: Double

  public init(kind: Kind, celsius: Double) {
    self.kind = kind
    self.celsius = celsius
  }
}
