import TextUI

/// The top row of every screen: where the weather is for, and how fresh it is.
///
/// The two halves are separate texts so that a clock tick, which changes only the
/// status, redraws only the status: the title is reused.
public struct HeaderBar: View, Sendable {
  public struct Props: Equatable, Sendable {
    /// The place, with its condition glyph ("⛅ Toronto, Ontario").
    public var title: String
    /// Local time and freshness ("Sun 15:00 · Updated 2 min ago").
    public var status: String

    public init(title: String, status: String) {
      self.title = title
      self.status = status
    }
  }

  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    HStack {
      Text(props.title).lineLimit(1).style(.accent).layoutPriority(1)
      Spacer(minLength: 2)
      Text(props.status).lineLimit(1).style(.secondary)
    }
    .padding(.horizontal, 1)
  }
}
