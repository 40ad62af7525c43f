import TextUI

/// A few lines centred in the space a section gives it: what a screen or a box shows
/// instead of its data while loading it, after failing to, or when there is none.
///
/// Every section says these things with this one view (Now, Sky, Week, the day
/// detail, the radar map's box and the Alerts sheet), so they look alike, and the
/// words come from one catalogue (``CentredMessage/Props``'s static members, in
/// `CentredMessage+Messages.swift`), so they read alike.
public struct CentredMessage: View, Sendable {
  /// What to say.
  public struct Props: Equatable, Sendable {
    /// The lines, top to bottom, with a blank row between two: a message and what the
    /// user can do about it ("Press r to retry").
    public var lines: [String]

    public init(lines: [String]) {
      self.lines = lines
    }
  }

  /// The lines shown.
  public var props: Props

  /// Creates the message.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack(spacing: 1) {
      ForEach(props.lines, id: \.self) { line in
        Text(line).multilineTextAlignment(.center)
      }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .max, maxHeight: .max)
  }
}
