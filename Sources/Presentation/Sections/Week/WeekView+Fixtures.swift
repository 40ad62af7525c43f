import TextUI

/// Named Week screens, as the Week container makes them from `Weather.fixtures` at
/// Sunday 22 November 2026, 20:00 UTC (15:00 in Toronto).
extension WeekView.Props {
  /// Toronto, Sunday afternoon selected: snow and a northeasterly gale.
  public static let toronto = WeekView.Props(
    content: .forecast(
      WeekView.Forecast(
        title: "Sun 22 Nov · Day · Toronto", picker: .toronto, halfSwitch: .day,
        panel: .torontoDay, description: .toronto)),
    border: .rounded)

  /// Toronto, Sunday night shown (after `n`).
  public static let torontoNight = WeekView.Props(
    content: .forecast(
      WeekView.Forecast(
        title: "Sun 22 Nov · Night · Toronto", picker: .toronto, halfSwitch: .night,
        panel: .torontoNight, description: .toronto)),
    border: .rounded)

  /// Toronto with Saturday, the last day, selected: in 40 columns it must stay visible.
  public static let torontoSaturday = WeekView.Props(
    content: .forecast(
      WeekView.Forecast(
        title: "Sat 28 Nov · Day · Toronto", picker: .torontoSaturday, halfSwitch: .day,
        panel: .torontoSaturday, description: .torontoSaturday)),
    border: .rounded)

  /// São Paulo at 17:00: the first day has only its night, so the switch is disabled.
  public static let saoPaulo = WeekView.Props(
    content: .forecast(
      WeekView.Forecast(
        title: "Sun 22 Nov · Night · São Paulo", picker: .saoPaulo, halfSwitch: .onlyNight,
        panel: .saoPauloNight, description: .saoPaulo)),
    border: .rounded)

  /// Llanfairpwll…: the longest place name, summary and description.
  public static let llanfairpwll = WeekView.Props(
    content: .forecast(
      WeekView.Forecast(
        title: "Sun 22 Nov · Night · Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch",
        picker: .llanfairpwll, halfSwitch: .onlyNight, panel: .llanfairpwllNight,
        description: .llanfairpwll)),
    border: .rounded)

  /// 서울, already Monday: a Hangul title.
  public static let seoul = WeekView.Props(
    content: .forecast(
      WeekView.Forecast(
        title: "Mon 23 Nov · Day · 서울", picker: .seoul, halfSwitch: .day, panel: .seoulDay,
        description: .seoul)),
    border: .rounded)

  /// The first fetch is on its way.
  public static let loading = WeekView.Props(
    content: .message(.loadingWeather(for: "Toronto", ellipsis: Glyphs.unicode.ellipsis)),
    border: .rounded)

  /// The fetch failed with nothing to fall back on.
  public static let failed = WeekView.Props(content: .message(.failed), border: .rounded)

  /// The forecast came back without days.
  public static let empty = WeekView.Props(content: .message(.noDays), border: .rounded)

  /// Toronto in the ASCII glyph set.
  public static let ascii = WeekView.Props(
    content: .forecast(
      WeekView.Forecast(
        title: "Sun 22 Nov | Day | Toronto", picker: .torontoASCII, halfSwitch: .dayASCII,
        panel: .torontoDayASCII, description: .toronto)),
    border: .ascii)
}

extension WeekView: Previewable {
  public static let fixtures: [Fixture<WeekView>] = [
    Fixture("toronto", WeekView(props: .toronto)),
    Fixture("torontoNight", WeekView(props: .torontoNight)),
    Fixture("torontoSaturday", WeekView(props: .torontoSaturday)),
    Fixture("saoPaulo", WeekView(props: .saoPaulo)),
    Fixture("llanfairpwll", WeekView(props: .llanfairpwll)),
    Fixture("seoul", WeekView(props: .seoul)),
    Fixture("loading", WeekView(props: .loading)),
    Fixture("failed", WeekView(props: .failed)),
    Fixture("empty", WeekView(props: .empty)),
    Fixture("ascii", WeekView(props: .ascii)),
  ]
}
