import TextUI

/// Named day details, as the day detail container makes them from `Weather.fixtures` at
/// Sunday 22 November 2026, 20:00 UTC (15:00 in Toronto).
extension DayDetailView.Props {
  /// Toronto's Sunday, from 15:00: nine hours.
  public static let toronto = DayDetailView.Props(
    title: "Sun 22 Nov · Toronto", content: .hours(.toronto), border: .rounded)

  /// Toronto's Monday: all 24 hours, more than a column of an 80x24 screen holds.
  public static let torontoTomorrow = DayDetailView.Props(
    title: "Mon 23 Nov · Toronto", content: .hours(.torontoTomorrow), border: .rounded)

  /// São Paulo's evening of thunderstorms.
  public static let saoPaulo = DayDetailView.Props(
    title: "Sun 22 Nov · São Paulo", content: .hours(.saoPaulo), border: .rounded)

  /// Llanfairpwll…: four hours under the longest place name.
  public static let llanfairpwll = DayDetailView.Props(
    title: "Sun 22 Nov · Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch",
    content: .hours(.llanfairpwll), border: .rounded)

  /// 서울's Monday from 05:00: nineteen hours under a Hangul title.
  public static let seoul = DayDetailView.Props(
    title: "Mon 23 Nov · 서울", content: .hours(.seoul), border: .rounded)

  /// The first fetch is on its way.
  public static let loading = DayDetailView.Props(
    title: nil,
    content: .message(.loadingWeather(for: "Toronto", ellipsis: Glyphs.unicode.ellipsis)),
    border: .rounded)

  /// The fetch failed with nothing to fall back on.
  public static let failed = DayDetailView.Props(
    title: nil, content: .message(.failed), border: .rounded)

  /// Reykjavík's forecast has no hours at all.
  public static let empty = DayDetailView.Props(
    title: "Sun 22 Nov · Reykjavík", content: .message(.noHours), border: .rounded)

  /// Toronto's Sunday in the ASCII glyph set.
  public static let ascii = DayDetailView.Props(
    title: "Sun 22 Nov | Toronto", content: .hours(.torontoASCII), border: .ascii)
}

extension DayDetailView: Previewable {
  public static let fixtures: [Fixture<DayDetailView>] = [
    Fixture("toronto", DayDetailView(props: .toronto)),
    Fixture("torontoTomorrow", DayDetailView(props: .torontoTomorrow)),
    Fixture("saoPaulo", DayDetailView(props: .saoPaulo)),
    Fixture("llanfairpwll", DayDetailView(props: .llanfairpwll)),
    Fixture("seoul", DayDetailView(props: .seoul)),
    Fixture("loading", DayDetailView(props: .loading)),
    Fixture("failed", DayDetailView(props: .failed)),
    Fixture("empty", DayDetailView(props: .empty)),
    Fixture("ascii", DayDetailView(props: .ascii)),
  ]
}
