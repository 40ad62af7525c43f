import TextUI

/// What the radar's shades and marker mean: "░ light ▒ moderate ▓ heavy █ intense".
///
/// It is given only the glyphs and the place's name, so stepping through frames never
/// re-renders it.
public struct RadarLegend: View, Sendable {
  /// How the legend is laid out.
  public enum Style: Equatable, Sendable {
    /// One line under the map, for narrow screens; the marker is left out when the line
    /// would not fit.
    case line
    /// A table beside the map, with each shade's range in mm/h.
    case table
  }

  /// Everything the legend shows.
  public struct Props: Equatable, Sendable {
    /// The shading ramp, none to heaviest (``Glyphs/shades``).
    public var shades: [Character]
    /// The location's mark (``Glyphs/marker``).
    public var marker: Character
    /// The place the marker stands for ("서울").
    public var place: String

    public init(shades: [Character], marker: Character, place: String) {
      self.shades = shades
      self.marker = marker
      self.place = place
    }
  }

  /// The data shown.
  public var props: Props
  /// How it is laid out.
  public var style: Style

  public init(props: Props, style: Style = .table) {
    self.props = props
    self.style = style
  }

  public var body: some View {
    switch style {
    case .line:
      ViewThatFits(in: [.horizontal]) {
        lineText(withMarker: true)
        lineText(withMarker: false)
      }
    case .table:
      VStack(alignment: .leading) {
        Text("Precipitation, mm/h")
        ForEach(PrecipitationRamp.levels, id: \.index) { level in
          Text("\(sample(level.index)) \(pad(level.name, to: 9)) \(level.range)")
            .style(level.style)
        }
        Text("\(props.marker)  \(props.place)").lineLimit(1).style(.radarMarker)
      }
    }
  }

  /// "░ light ▒ moderate ▓ heavy █ intense", then "◉ 서울" when asked (and room).
  private func lineText(withMarker: Bool) -> Text {
    let shades = PrecipitationRamp.levels.map {
      Text("\(shade($0.index)) \($0.name)").style($0.style)
    }
    let marker = withMarker ? [Text("\(props.marker) \(props.place)").style(.radarMarker)] : []
    let parts = (shades + marker).enumerated().flatMap { index, part in
      index == 0 ? [part] : [Text(" "), part]
    }
    return Text(concatenating: parts)
  }

  /// A shade as the map draws it: two cells, like a compact grid point.
  private func sample(_ index: Int) -> String {
    String(repeating: shade(index), count: 2)
  }

  private func shade(_ index: Int) -> Character {
    props.shades.isEmpty ? " " : props.shades[min(index, props.shades.count - 1)]
  }

  private func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
