import TextUI

/// The waves at a place: where, and how high, or "No reading" where the source has none
/// (the panel words its own empty state; its container spells no message).
///
/// ```
/// Waves at Toronto
/// 0.4 m
/// ```
public struct WavesPanel: View, Sendable {
  /// The reading, already worded by the container.
  public struct Props: Equatable, Sendable {
    /// Where the reading is for ("Waves at Toronto").
    public var title: String
    /// The significant wave height ("0.4 m"), or `nil` where there is no reading.
    public var height: String?

    public init(title: String, height: String?) {
      self.title = title
      self.height = height
    }
  }

  /// The reading shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text(props.title).lineLimit(1)
      Text(props.height ?? "No reading").lineLimit(1)
    }
  }
}
