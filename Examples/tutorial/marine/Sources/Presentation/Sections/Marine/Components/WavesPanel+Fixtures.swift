/// The waves of the built-in fixtures at 22 November 2026, 20:00 UTC, as the Marine
/// container words them, and a place without a reading.
extension WavesPanel.Props {
  /// Toronto: a reading.
  public static let toronto = WavesPanel.Props(title: "Waves at Toronto", height: "0.4 m")

  /// A place the source has no reading for.
  public static let noReading = WavesPanel.Props(title: "Waves at Toronto", height: nil)
}

extension WavesPanel: Previewable {
  /// A reading, and none.
  public static let fixtures: [Fixture<WavesPanel>] = [
    Fixture("toronto", WavesPanel(props: .toronto)),
    Fixture("noReading", WavesPanel(props: .noReading)),
  ]
}
