import TextUI

/// The app's palette: every style a screen uses, by role, declared once.
///
/// Views never name a colour. They give text a role (`Text(title).style(.accent)`), and
/// this table says how each role looks: a theme is this one file, and a snapshot marks
/// each cell with its role's letter, so restyling a role changes its legend line and
/// nothing else.
///
/// Colour never carries information alone. Every role marks text that already says
/// what it is ("WARNING", "-12°", "[2 Week]"), so a screen reads the same in monochrome,
/// with `--ascii` and under `NO_COLOR`, where the attributes (bold, dim, underline) stay.
///
/// Letters are fixed here, one per role, and never reused: adding a role never changes
/// the letters existing snapshots show.
extension Style {
  // MARK: Text

  /// What a screen is about: the location in the header, a sheet's title.
  public static let accent = Style(foreground: .cyan, attributes: .bold)
    .named("accent", letter: "a")
  /// Supporting text: when something was issued, updated or measured.
  public static let secondary = Style(attributes: .dim).named("secondary", letter: "s")
  /// The selected tab, day or row.
  public static let selection = Style(attributes: [.bold, .underline])
    .named("selection", letter: "S")
  /// Something that went wrong: a failed load, an error toast.
  public static let failure = Style(foreground: .red, attributes: .bold)
    .named("failure", letter: "x")
  /// A key the user can press, in the key hints and the help sheet.
  public static let key = Style(foreground: .cyan, attributes: .bold).named("key", letter: "k")

  // MARK: Temperature bands

  /// Below freezing.
  public static let temperatureFreezing = Style(foreground: .brightBlue)
    .named("temp.freezing", letter: "F")
  /// Cold: 0 to 10 °C.
  public static let temperatureCold = Style(foreground: .cyan)
    .named("temp.cold", letter: "C")
  /// Mild: 10 to 20 °C.
  public static let temperatureMild = Style(foreground: .green)
    .named("temp.mild", letter: "M")
  /// Warm: 20 to 28 °C.
  public static let temperatureWarm = Style(foreground: .yellow)
    .named("temp.warm", letter: "W")
  /// Hot: 28 °C and above.
  public static let temperatureHot = Style(foreground: .red, attributes: .bold)
    .named("temp.hot", letter: "H")

  // MARK: Conditions

  /// Clear sky, sunny or mostly so.
  public static let conditionClear = Style(foreground: .yellow).named(
    "weather.clear", letter: "o")
  /// Clouds, overcast.
  public static let conditionCloudy = Style(foreground: .white).named(
    "weather.cloudy", letter: "c")
  /// Fog and mist.
  public static let conditionFog = Style(attributes: .dim).named("weather.fog", letter: "f")
  /// Drizzle, rain and showers.
  public static let conditionRain = Style(foreground: .brightBlue).named(
    "weather.rain", letter: "r")
  /// Snow, sleet and freezing rain.
  public static let conditionSnow = Style(foreground: .brightWhite, attributes: .bold)
    .named("weather.snow", letter: "n")
  /// Thunderstorms.
  public static let conditionStorm = Style(foreground: .magenta, attributes: .bold)
    .named("weather.storm", letter: "t")

  // MARK: Air quality

  /// Good air.
  public static let airGood = Style(foreground: .green).named("air.good", letter: "u")
  /// Moderate air: fine for most.
  public static let airModerate = Style(foreground: .yellow).named("air.moderate", letter: "U")
  /// Poor air: unhealthy for sensitive groups or worse.
  public static let airPoor = Style(foreground: .red, attributes: .bold).named(
    "air.poor", letter: "p")

  // MARK: Sky

  /// The hours of daylight on the daylight bar.
  public static let daylight = Style(foreground: .yellow).named("sky.daylight", letter: "D")
  /// The hours of night on the daylight bar.
  public static let night = Style(foreground: .blue).named("sky.night", letter: "N")
  /// The moon's phase.
  public static let moon = Style(foreground: .brightWhite).named("sky.moon", letter: "m")

  // MARK: Alert severity

  /// A warning: act now.
  public static let alertWarning = Style(foreground: .brightRed, attributes: .bold)
    .named("alert.warning", letter: "!")
  /// A watch: be ready.
  public static let alertWatch = Style(foreground: .yellow, attributes: .bold)
    .named("alert.watch", letter: "w")
  /// An advisory or a statement: worth knowing.
  public static let alertAdvisory = Style(foreground: .yellow).named("alert.advisory", letter: "v")
  /// An alert that has ended.
  public static let alertEnded = Style(attributes: .dim).named("alert.ended", letter: "e")

  // MARK: Radar

  /// The radar's precipitation ramp, from the lightest shade drawn to the heaviest: the
  /// map's shaded cells and the legend's rows, so the two cannot disagree. The shades
  /// themselves (`░▒▓█`, or `.:*#` with `--ascii`) already grow with the level.
  public static let radarRamp: [Style] = [
    Style(foreground: .green).named("radar.light", letter: "g"),
    Style(foreground: .brightGreen).named("radar.moderate", letter: "G"),
    Style(foreground: .yellow).named("radar.heavy", letter: "y"),
    Style(foreground: .brightRed, attributes: .bold).named("radar.intense", letter: "R"),
  ]
  /// The location on the radar map.
  public static let radarMarker = Style(foreground: .brightWhite, attributes: .bold)
    .named("radar.marker", letter: "@")
}

extension Style {
  /// Every role of the palette, in the order it is declared: what a gallery or a test
  /// walks to see the whole theme at once.
  public static let palette: [Style] =
    [accent, secondary, selection, failure, key]
    + [temperatureFreezing, temperatureCold, temperatureMild, temperatureWarm, temperatureHot]
    + [conditionClear, conditionCloudy, conditionFog, conditionRain, conditionSnow, conditionStorm]
    + [airGood, airModerate, airPoor, daylight, night, moon]
    + [alertWarning, alertWatch, alertAdvisory, alertEnded] + radarRamp + [radarMarker]
}
