import TextUI

/// The bottom row: the keys the visible views bind, and what they do.
///
/// It shows what is live, not a fixed list: open a sheet and its keys replace the
/// screen's. Hints that do not fit are left out whole, never cut in half.
public struct KeyHintsBar: View, Sendable {
  /// One key and what it does.
  public struct Hint: Equatable, Sendable {
    public var key: String
    public var label: String

    public init(key: String, label: String) {
      self.key = key
      self.label = label
    }
  }

  public struct Props: Equatable, Sendable {
    public var hints: [Hint]
    /// What goes between hints (`glyphs.dot`).
    public var separator: String

    public init(hints: [Hint], separator: String) {
      self.hints = hints
      self.separator = separator
    }
  }

  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  /// Each hint's text, the key in the key's role and the rest secondary, the separator
  /// leading all but the first, so a hint and its separator appear or disappear
  /// together.
  private var cells: [Text] {
    props.hints.enumerated().map { index, hint in
      let lead = index == 0 ? "" : " \(props.separator) "
      return Text(lead).style(.secondary) + Text(hint.key).style(.key)
        + Text(" \(hint.label)").style(.secondary)
    }
  }

  public var body: some View {
    // A hint is known by its words, so one that stays keeps its node when others come
    // and go around it.
    TruncatingHStack {
      ForEach(cells, id: \.content) { $0 }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .max, alignment: .leading)
  }
}
