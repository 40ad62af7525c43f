import TextUI

/// Sample maps: the frames of `Radar.fixtures` at 20:00 UTC on Sunday 22 November 2026,
/// copied as plain numbers (Presentation cannot reach the Services fixtures).
extension RadarMap.Props {
  /// 서울 at 05:00: a band of heavy rain over the city, lighter to the east.
  public static let seoul = RadarMap.Props(
    title: "Radar · 서울", content: .precipitation(seoulGrid), shades: Glyphs.unicode.shades,
    marker: Glyphs.unicode.marker, border: Glyphs.unicode.border)

  /// Toronto at 15:00: light and moderate snow over the whole map.
  public static let toronto = RadarMap.Props(
    title: "Radar · Toronto", content: .precipitation(torontoGrid),
    shades: Glyphs.unicode.shades, marker: Glyphs.unicode.marker,
    border: Glyphs.unicode.border)

  /// 서울 at 05:45, the last frame: the band has moved on east.
  public static let seoulLastFrame = RadarMap.Props(
    title: "Radar · 서울", content: .precipitation(seoulLastGrid),
    shades: Glyphs.unicode.shades, marker: Glyphs.unicode.marker,
    border: Glyphs.unicode.border)

  /// 서울 in plain ASCII.
  public static let seoulASCII = RadarMap.Props(
    title: "Radar | 서울", content: .precipitation(seoulGrid), shades: Glyphs.ascii.shades,
    marker: Glyphs.ascii.marker, border: Glyphs.ascii.border)

  /// Reykjavík, whose source sends no frames.
  public static let reykjavik = message(.noRadar(for: "Reykjavík"), place: "Reykjavík")

  /// Toronto before the first reply.
  public static let loading = message(
    .loadingRadar(for: "Toronto", ellipsis: Glyphs.unicode.ellipsis), place: "Toronto")

  /// Toronto after a failed first request.
  public static let failed = message(.failed, place: "Toronto")

  /// A message in place of the standard 9 × 15 map.
  private static func message(_ message: CentredMessage.Props, place: String) -> RadarMap.Props {
    RadarMap.Props(
      title: "Radar · \(place)", content: .message(message, rows: 9, columns: 15),
      shades: Glyphs.unicode.shades, marker: Glyphs.unicode.marker,
      border: Glyphs.unicode.border)
  }

  /// The 서울 frame, mm/h.
  static let seoulGrid: [[Double]] = [
    [0, 0, 0, 0, 0, 1.5, 5.4, 10.6, 14.1, 15.9, 11.4, 3.6, 0, 0, 0],
    [0, 0, 0, 0, 0.1, 3.2, 8.1, 10.9, 11.8, 12.3, 8.0, 2.0, 0, 0, 0],
    [0, 0, 0, 0, 0.7, 5.5, 10.3, 9.7, 8.7, 8.8, 5.5, 0.9, 0, 0, 0],
    [0, 0, 0, 0, 1.3, 5.9, 9.4, 10.0, 9.6, 8.7, 4.8, 0.3, 0, 0, 0],
    [0, 0, 0, 0, 1.9, 5.8, 9.2, 11.5, 10.5, 8.6, 3.9, 0, 0, 0, 0],
    [0, 0, 0, 0.2, 3.6, 8.5, 10.5, 11.3, 11.7, 8.6, 2.3, 0, 0, 0, 0],
    [0, 0, 0, 0.8, 5.9, 11.4, 12.9, 13.6, 13.3, 7.4, 1.0, 0, 0, 0, 0],
    [0, 0, 0, 1.9, 7.6, 12.6, 13.6, 14.4, 11.8, 4.6, 0.1, 0, 0, 0, 0],
    [0, 0, 0, 3.2, 9.4, 13.3, 14.3, 14.9, 9.2, 2.2, 0, 0, 0, 0, 0],
  ]

  /// The last 서울 frame, mm/h.
  static let seoulLastGrid: [[Double]] = [
    [0, 0, 0, 0, 0, 0, 0, 0, 1.5, 5.4, 10.6, 14.1, 15.9, 11.4, 3.6],
    [0, 0, 0, 0, 0, 0, 0, 0.1, 3.2, 8.1, 10.9, 11.8, 12.3, 8.0, 2.0],
    [0, 0, 0, 0, 0, 0, 0, 0.7, 5.5, 10.3, 9.7, 8.7, 8.8, 5.5, 0.9],
    [0, 0, 0, 0, 0, 0, 0, 1.3, 5.9, 9.2, 8.7, 8.5, 8.7, 4.8, 0.3],
    [0, 0, 0, 0, 0, 0, 0, 2.2, 6.4, 8.0, 8.0, 8.6, 8.6, 3.9, 0],
    [0, 0, 0, 0, 0, 0, 0.2, 3.5, 8.4, 10.4, 10.7, 11.5, 8.6, 2.3, 0],
    [0, 0, 0, 0, 0, 0, 0.8, 5.9, 11.4, 12.9, 13.6, 13.3, 7.4, 1.0, 0],
    [0, 0, 0, 0, 0, 0, 1.9, 7.6, 12.6, 13.6, 14.4, 11.8, 4.6, 0.1, 0],
    [0, 0, 0, 0, 0, 0, 3.2, 9.4, 13.3, 14.3, 14.9, 9.2, 2.2, 0, 0],
  ]

  /// The Toronto frame, mm/h (water equivalent of the snow).
  static let torontoGrid: [[Double]] = [
    [3.0, 2.7, 2.4, 2.2, 1.8, 1.5, 1.5, 1.6, 1.6, 1.6, 1.8, 2.1, 2.2, 2.2, 2.2],
    [2.5, 2.1, 1.8, 1.7, 1.5, 1.4, 1.4, 1.5, 1.6, 1.6, 1.6, 1.7, 1.8, 1.8, 1.8],
    [2.0, 1.4, 1.3, 1.3, 1.3, 1.4, 1.4, 1.5, 1.5, 1.4, 1.4, 1.3, 1.3, 1.4, 1.4],
    [1.8, 1.4, 1.4, 1.6, 1.8, 1.8, 1.7, 1.7, 1.5, 1.5, 1.7, 1.8, 1.8, 1.6, 1.4],
    [1.8, 1.5, 1.6, 2.0, 2.3, 2.2, 1.8, 1.8, 1.6, 1.7, 2.2, 2.4, 2.1, 1.6, 1.2],
    [1.8, 1.6, 1.8, 2.1, 2.3, 2.1, 1.8, 1.7, 1.6, 1.9, 2.2, 2.3, 2.1, 1.9, 1.7],
    [1.9, 1.8, 2.0, 2.2, 2.2, 2.0, 1.7, 1.6, 1.7, 2.0, 2.3, 2.3, 2.3, 2.3, 2.3],
    [1.9, 1.8, 1.8, 1.8, 1.8, 1.7, 1.5, 1.4, 1.7, 2.0, 2.3, 2.3, 2.2, 2.2, 2.1],
    [1.9, 1.8, 1.5, 1.4, 1.4, 1.4, 1.3, 1.4, 1.7, 2.1, 2.3, 2.2, 2.1, 2.0, 1.9],
  ]
}

extension RadarMap: Previewable {
  public static let fixtures: [Fixture<RadarMap>] = [
    Fixture("seoul", RadarMap(props: .seoul)),
    Fixture("seoulLarge", RadarMap(props: .seoul, cellSize: .large)),
    Fixture("toronto", RadarMap(props: .toronto)),
    Fixture("failed", RadarMap(props: .failed)),
    Fixture("ascii", RadarMap(props: .seoulASCII)),
  ]
}
