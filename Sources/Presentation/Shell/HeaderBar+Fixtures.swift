import TextUI

/// The header for the built-in places, as the header's container words it from the
/// fixture weather at 22 November 2026, 20:00 UTC.
extension HeaderBar.Props {
  /// Toronto in its snowstorm, two minutes after the weather arrived.
  public static let toronto = HeaderBar.Props(
    title: "❄️ Toronto, Ontario", status: "Sun 15:02 · Updated 2 min ago")

  /// 서울 before dawn on Monday, in its band of rain, two minutes after the weather arrived.
  public static let seoul = HeaderBar.Props(
    title: "🌧️ 서울, 서울특별시", status: "Mon 05:02 · Updated 2 min ago")

  /// Oslo while its first weather is on its way: no sky yet.
  public static let loading = HeaderBar.Props(
    title: "Oslo, Norway", status: "Sun 21:00 · Loading…")
}

extension HeaderBar: Previewable {
  public static let fixtures = [
    Fixture("toronto", HeaderBar(props: .toronto)),
    Fixture("seoul", HeaderBar(props: .seoul)),
    Fixture("loading", HeaderBar(props: .loading)),
  ]
}
