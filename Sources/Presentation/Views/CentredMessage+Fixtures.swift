import TextUI

extension CentredMessage: Previewable {
  /// A one-line message and one with a hint, as the catalogue words them.
  public static let fixtures: [Fixture<CentredMessage>] = [
    Fixture("loading", CentredMessage(props: .loadingWeather(for: "Toronto", ellipsis: "…"))),
    Fixture("failed", CentredMessage(props: .failed)),
  ]
}
