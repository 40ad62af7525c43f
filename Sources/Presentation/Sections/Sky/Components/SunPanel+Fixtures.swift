/// The sun of the built-in places on 22 November 2026 at 20:00 UTC, as the Sky
/// container formats it, and a place where it does not rise.
extension SunPanel.Props {
  /// Toronto at 15:00, the sun still up.
  public static let toronto = SunPanel.Props(
    sunrise: "07:21", sunset: "16:47", daylight: "9 h 26 min", next: "Sunset in 1 h 47 min",
    bar: .toronto)

  /// 서울 at 05:00 on Monday, before sunrise.
  public static let seoul = SunPanel.Props(
    sunrise: "07:21", sunset: "17:17", daylight: "9 h 56 min", next: "Sunrise in 2 h 21 min",
    bar: .seoul)

  /// Reykjavík at 20:00, hours after sunset.
  public static let reykjavik = SunPanel.Props(
    sunrise: "10:20", sunset: "16:09", daylight: "5 h 49 min",
    next: "The sun set 3 h 51 min ago", bar: .reykjavik)

  /// A town above the Arctic Circle in the polar night: no times, no bar.
  public static let polarNight = SunPanel.Props(
    sunrise: Glyphs.missingValue, sunset: Glyphs.missingValue,
    daylight: Glyphs.missingValue, next: "The sun does not rise or set today",
    bar: nil)

  /// Toronto with the ASCII glyphs.
  public static let torontoASCII = SunPanel.Props(
    sunrise: "07:21", sunset: "16:47", daylight: "9 h 26 min", next: "Sunset in 1 h 47 min",
    bar: .torontoASCII)
}

extension SunPanel: Previewable {
  /// Before sunrise, during the day, after sunset, and a day without a sunrise.
  public static let fixtures: [Fixture<SunPanel>] = [
    Fixture("toronto", SunPanel(props: .toronto)),
    Fixture("seoul", SunPanel(props: .seoul)),
    Fixture("reykjavik", SunPanel(props: .reykjavik)),
    Fixture("polarNight", SunPanel(props: .polarNight)),
  ]
}
