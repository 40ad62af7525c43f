/// The moon as the Sky container describes it.
extension MoonPanel.Props {
  /// 22 November 2026, two days before the full moon: the app's reference day.
  public static let waxingGibbous = MoonPanel.Props(
    symbol: "🌔", phase: "Waxing gibbous", illumination: "96% lit",
    next: "Full moon in 2 days")

  /// 9 December 2026 at 00:00 UTC, hours before the new moon.
  public static let newMoon = MoonPanel.Props(
    symbol: "🌑", phase: "New moon", illumination: "0% lit", next: "New moon today")

  /// The reference day with the ASCII glyphs.
  public static let waxingGibbousASCII = MoonPanel.Props(
    symbol: "(D", phase: "Waxing gibbous", illumination: "96% lit",
    next: "Full moon in 2 days")
}

extension MoonPanel: Previewable {
  /// A bright moon, a dark one, and ASCII.
  public static let fixtures: [Fixture<MoonPanel>] = [
    Fixture("waxingGibbous", MoonPanel(props: .waxingGibbous)),
    Fixture("newMoon", MoonPanel(props: .newMoon)),
    Fixture("ascii", MoonPanel(props: .waxingGibbousASCII)),
  ]
}
