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

  /// Each hint's text, the separator leading all but the first, so a hint and its
  /// separator appear or disappear together.
  private var cells: [String] {
    props.hints.enumerated().map { index, hint in
      index == 0 ? "\(hint.key) \(hint.label)" : " \(props.separator) \(hint.key) \(hint.label)"
    }
  }

  public var body: some View {
    TruncatingHStack {
      ForEach(cells, id: \.self) { Text($0).style(.secondary) }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .max, alignment: .leading)
  }
}
