import TextUI

/// How warm a temperature is, in the bands the palette colours.
///
/// A container decides the band from the reading (a number the view never sees) and
/// passes it in the props; the view shows it as a role. So the thresholds are in one
/// place, and a snapshot of the props says `.freezing` where the frame shows blue.
public enum TemperatureBand: Equatable, Sendable {
  case freezing, cold, mild, warm, hot

  /// The band of `celsius`: below 0, below 10, below 20, below 28, or above.
  public init(celsius: Double) {
    switch celsius {
    case ..<0: self = .freezing
    case ..<10: self = .cold
    case ..<20: self = .mild
    case ..<28: self = .warm
    default: self = .hot
    }
  }

  /// The band's role in the palette.
  public var style: Style {
    switch self {
    case .freezing: .temperatureFreezing
    case .cold: .temperatureCold
    case .mild: .temperatureMild
    case .warm: .temperatureWarm
    case .hot: .temperatureHot
    }
  }
}
