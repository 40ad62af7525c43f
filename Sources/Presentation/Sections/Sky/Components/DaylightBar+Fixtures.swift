/// The days of the built-in places on 22 November 2026 at 20:00 UTC, as the Sky
/// container measures them.
extension DaylightBar.Props {
  /// Toronto at 15:00: daylight from 07:21 to 16:47.
  public static let toronto = DaylightBar.Props(
    daylight: 441..<1007, now: 900, day: "█", night: "░", marker: "◉")

  /// 서울 at 05:00, before its sunrise at 07:21.
  public static let seoul = DaylightBar.Props(
    daylight: 441..<1037, now: 300, day: "█", night: "░", marker: "◉")

  /// Reykjavík at 20:00: under six hours of daylight, long set.
  public static let reykjavik = DaylightBar.Props(
    daylight: 620..<969, now: 1200, day: "█", night: "░", marker: "◉")

  /// Toronto with the ASCII shades and marker.
  public static let torontoASCII = DaylightBar.Props(
    daylight: 441..<1007, now: 900, day: "#", night: ".", marker: "X")
}

extension DaylightBar: Previewable {
  /// A day in the middle, a morning before sunrise, a short northern day, and ASCII.
  public static let fixtures: [Fixture<DaylightBar>] = [
    Fixture("toronto", DaylightBar(props: .toronto)),
    Fixture("seoul", DaylightBar(props: .seoul)),
    Fixture("reykjavik", DaylightBar(props: .reykjavik)),
    Fixture("ascii", DaylightBar(props: .torontoASCII)),
  ]
}
