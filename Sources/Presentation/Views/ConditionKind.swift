import TextUI

/// What kind of weather a sky glyph or summary shows, in the kinds the palette colours.
///
/// A container decides the kind from the forecast's condition (a WMO code the view never
/// sees) and passes it in the props beside the glyph and words it already chose; the
/// view shows it as a role. The glyph or the words always say the same thing ("❄️",
/// "**", "Snow"), so the colour only repeats it.
public enum ConditionKind: Equatable, Sendable {
  /// Clear sky, sunny or mostly so.
  case clear
  /// Partly cloudy or overcast.
  case cloudy
  /// Fog and mist.
  case fog
  /// Drizzle, rain and showers.
  case rain
  /// Snow, snow grains, sleet and freezing rain.
  case snow
  /// Thunderstorms, with or without hail.
  case storm

  /// The kind's role in the palette.
  public var style: Style {
    switch self {
    case .clear: .conditionClear
    case .cloudy: .conditionCloudy
    case .fog: .conditionFog
    case .rain: .conditionRain
    case .snow: .conditionSnow
    case .storm: .conditionStorm
    }
  }
}
