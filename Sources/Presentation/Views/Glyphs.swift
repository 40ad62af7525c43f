import TextUI

/// Every symbol the screens draw, in one table, with a plain-ASCII twin for terminals
/// without emoji or box-drawing characters (`stratus render --ascii`).
///
/// Views never spell a glyph themselves: a container resolves symbols through the
/// table the app was configured with and passes strings, and views that draw structure
/// (borders, the radar ramp) take the table in their props. Swapping the table is then
/// one value at the top, and a snapshot of either set shows every glyph in use.
///
/// Condition glyphs are two cells wide in both sets, so columns line up whichever set
/// is in use.
///
/// A new symbol or unit sign ("m³", "µg") is a field here: its doc comment, its form
/// in ``unicode`` and a seven-bit one in ``ascii`` ("m3", "ug"), read by the container
/// from the table it was given. Spelled in a string instead, it leaks into `--ascii`
/// output, and `ASCIIScreenTests` names the screen and the character.
public struct Glyphs: Equatable, Sendable {
  /// A weather symbol, as the hourly strip and the week show it.
  public enum Symbol: String, CaseIterable, Sendable {
    case clear, clearNight, partlyCloudy, partlyCloudyNight, cloudy, fog, drizzle, rain
    case freezingRain, snow, thunderstorm
  }

  /// Which set: what `--ascii` switches.
  public var isASCII: Bool
  /// The weather symbols.
  public var symbols: [Symbol: String]
  /// Pressure rising, falling and steady.
  public var rising: String
  public var falling: String
  public var steady: String
  /// Boxes and dividers.
  public var border: BorderStyle
  /// Precipitation shading, from none to heaviest; the radar ramp.
  public var shades: [Character]
  /// The location on the radar.
  public var marker: Character
  /// Marks the selected row or day.
  public var pointer: String
  /// Separates items on one line ("H 24° · L 15°").
  public var dot: String
  /// The degree sign after a temperature.
  public var degree: String
  /// The alert badge.
  public var alert: String
  /// Play and pause.
  public var play: String
  public var pause: String
  /// The stars of a favourite and of a place that is not one.
  public var favourite: String
  public var notFavourite: String
  /// "…", for text the containers shorten and for "Loading…".
  public var ellipsis: String
  /// What the engine draws where it cuts a text or a title: one column wide
  /// (``Renderer/truncationMark``).
  public var truncationMark: Unicode.Scalar
  /// A dash between two clauses ("Window too small — need at least 40x12").
  public var dash: String
  /// A slider's knob (the position), its other stops, and the line between them.
  public var sliderKnob: String
  public var sliderStop: String
  public var sliderTrack: String
  /// The moon in each of its eight phases, new moon first, waxing to full and waning
  /// back (the order of the phases' names in Services).
  public var moonPhases: [String]

  /// The symbol for `symbol`.
  public subscript(symbol: Symbol) -> String { symbols[symbol] ?? "??" }

  /// Emoji and box drawing: the default.
  public static let unicode = Glyphs(
    isASCII: false,
    symbols: [
      .clear: "☀️", .clearNight: "🌙", .partlyCloudy: "⛅", .partlyCloudyNight: "☁️",
      .cloudy: "☁️", .fog: "🌫️", .drizzle: "🌦️", .rain: "🌧️", .freezingRain: "🧊",
      .snow: "❄️", .thunderstorm: "⛈️",
    ],
    rising: "↑", falling: "↓", steady: "→", border: .rounded,
    shades: [" ", "░", "▒", "▓", "█"], marker: "◉", pointer: "▸", dot: "·", degree: "°",
    alert: "⚠", play: "▶", pause: "⏸", favourite: "★", notFavourite: "☆", ellipsis: "…",
    truncationMark: "\u{2026}", dash: "—", sliderKnob: "●", sliderStop: "○", sliderTrack: "─",
    moonPhases: ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"])

  /// Seven-bit ASCII only.
  public static let ascii = Glyphs(
    isASCII: true,
    symbols: [
      .clear: "O ", .clearNight: "C ", .partlyCloudy: "O~", .partlyCloudyNight: "C~",
      .cloudy: "~~", .fog: "==", .drizzle: ",,", .rain: "//", .freezingRain: "/*",
      .snow: "**", .thunderstorm: "/!",
    ],
    rising: "^", falling: "v", steady: ">", border: .ascii,
    shades: [" ", ".", ":", "o", "#"], marker: "X", pointer: ">", dot: "|", degree: "",
    alert: "!", play: ">", pause: "=", favourite: "*", notFavourite: "o", ellipsis: "...",
    truncationMark: ".", dash: "-", sliderKnob: "O", sliderStop: "o", sliderTrack: "-",
    moonPhases: ["()", "|)", " D", "(D", "OO", "C)", "C ", "(|"])
}
