extension HourlyStrip: Previewable {
  /// Midnight after nine hours (Toronto), after three (Oslo), after nineteen (東京),
  /// the ASCII set, and no hours at all.
  public static let fixtures: [Fixture<HourlyStrip>] = [
    Fixture("toronto", HourlyStrip(props: .toronto)),
    Fixture("oslo", HourlyStrip(props: .oslo)),
    Fixture("tokyo", HourlyStrip(props: .tokyo)),
    Fixture("ascii", HourlyStrip(props: .torontoASCII)),
    Fixture("empty", HourlyStrip(props: .empty)),
  ]
}
