/// Sample legends.
extension RadarLegend.Props {
  /// The shades and marker for 서울.
  public static let seoul = RadarLegend.Props(
    shades: Glyphs.unicode.shades, marker: Glyphs.unicode.marker, place: "서울")

  /// For Toronto.
  public static let toronto = RadarLegend.Props(
    shades: Glyphs.unicode.shades, marker: Glyphs.unicode.marker, place: "Toronto")

  /// For Reykjavík.
  public static let reykjavik = RadarLegend.Props(
    shades: Glyphs.unicode.shades, marker: Glyphs.unicode.marker, place: "Reykjavík")

  /// For 서울, in plain ASCII.
  public static let seoulASCII = RadarLegend.Props(
    shades: Glyphs.ascii.shades, marker: Glyphs.ascii.marker, place: "서울")
}

extension RadarLegend: Previewable {
  public static let fixtures: [Fixture<RadarLegend>] = [
    Fixture("table", RadarLegend(props: .seoul)),
    Fixture("line", RadarLegend(props: .seoul, style: .line)),
    Fixture("ascii", RadarLegend(props: .seoulASCII)),
  ]
}
