import TextUI

/// Today from midnight to midnight as one bar: daylight bright, night dim, and a marker
/// at the time now, over a scale of hours.
///
/// The container hands over minutes, not cells: how many cells the day gets is a layout
/// decision, so the bar makes it. It draws half-hour cells when it has room and hourly
/// cells when it does not.
public struct DaylightBar: View, Sendable {
  /// The day to draw.
  public struct Props: Equatable, Sendable {
    /// Minutes after local midnight from sunrise to sunset. A day on which the sun does
    /// not set runs to 1440; one on which it rose before midnight starts at 0.
    public var daylight: Range<Int>
    /// Minutes after local midnight now.
    public var now: Int
    /// The characters for a cell of daylight, a cell of night, and the cell of now.
    public var day: Character
    public var night: Character
    public var marker: Character

    public init(daylight: Range<Int>, now: Int, day: Character, night: Character, marker: Character)
    {
      self.daylight = daylight
      self.now = now
      self.day = day
      self.night = night
      self.marker = marker
    }
  }

  /// The day drawn.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  /// Minutes in a day.
  public static let minutesPerDay = 24 * 60

  public var body: some View {
    ViewThatFits(in: [.horizontal]) {
      bar(cells: 48)
      bar(cells: 24)
    }
  }

  /// The bar and its scale, `cells` wide.
  private func bar(cells: Int) -> some View {
    VStack(alignment: .leading) {
      Self.styledTrack(props, cells: cells).lineLimit(1)
      Text(Self.scale(cells: cells)).style(.secondary).lineLimit(1)
    }
  }

  /// What one cell of the track shows.
  enum Mark: Equatable {
    case day, night, now
  }

  /// One mark a cell: now in the cell holding `now`, else day or night by whether the
  /// middle of the cell is in the daylight.
  static func marks(_ props: Props, cells: Int) -> [Mark] {
    let nowCell = min(max(props.now, 0) * cells / minutesPerDay, cells - 1)
    return (0..<cells).map { cell in
      if cell == nowCell { return .now }
      let middle = (2 * cell + 1) * minutesPerDay / (2 * cells)
      return props.daylight.contains(middle) ? .day : .night
    }
  }

  /// The track as characters: the props' character for each mark.
  static func track(_ props: Props, cells: Int) -> String {
    String(marks(props, cells: cells).map { props.character(for: $0) })
  }

  /// The track as one text, each stretch of day or night in its role, the marker in the
  /// accent: the characters already tell day from night, the colour only repeats it.
  static func styledTrack(_ props: Props, cells: Int) -> Text {
    let marks = marks(props, cells: cells)
    var parts: [Text] = []
    var start = 0
    while start < marks.count {
      var end = start + 1
      while end < marks.count && marks[end] == marks[start] { end += 1 }
      let characters = String(marks[start..<end].map { props.character(for: $0) })
      parts.append(Text(characters).style(style(of: marks[start])))
      start = end
    }
    return Text(concatenating: parts)
  }

  private static func style(of mark: Mark) -> Style {
    switch mark {
    case .day: .daylight
    case .night: .night
    case .now: .accent
    }
  }

  /// "00", "06", "12" and "18" under the cells where those hours start, and "24" ending
  /// under the last cell.
  static func scale(cells: Int) -> String {
    var scale = Array(repeating: Character(" "), count: cells)
    for (quarter, label) in ["00", "06", "12", "18"].enumerated() {
      let start = quarter * cells / 4
      scale.replaceSubrange(start..<start + 2, with: label)
    }
    scale.replaceSubrange(cells - 2..<cells, with: "24")
    return String(scale)
  }
}

extension DaylightBar.Props {
  /// The character the track draws for `mark`.
  func character(for mark: DaylightBar.Mark) -> Character {
    switch mark {
    case .day: day
    case .night: night
    case .now: marker
    }
  }
}
