import TextUI

/// A message in the middle of the screen, in place of a forecast that is not there:
/// loading, failed, or nothing to show.
///
/// The Week screen and the day detail show the same few states, so they share this one
/// view; the container words the message.
public struct WeekNotice: View, Sendable {
  /// What to say.
  public struct Props: Equatable, Sendable {
    /// The message ("Loading the weather for Toronto…").
    public var message: String
    /// What the user can do about it ("Press r to retry"), if anything.
    public var hint: String?

    public init(message: String, hint: String? = nil) {
      self.message = message
      self.hint = hint
    }
  }

  /// The message shown.
  public var props: Props

  /// Creates the notice.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack(spacing: 1) {
      Text(props.message).multilineTextAlignment(.center)
      if let hint = props.hint {
        Text(hint).multilineTextAlignment(.center)
      }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .max, maxHeight: .max)
  }
}
