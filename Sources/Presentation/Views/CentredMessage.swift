import TextUI

/// A few lines centred in the space a section gives it: what a screen or a box shows
/// instead of its data while loading it, after failing to, or when there is none.
///
/// Every section says these things with this one view (Now, Sky, Week, the day
/// detail, the radar map's box and the Alerts sheet), so they look alike, and the
/// words come from one catalogue (``CentredMessage/Props``'s static members, in
/// `CentredMessage+Messages.swift`), so they read alike.
///
/// The message (the first line) is in its kind's role: a failure in the palette's
/// ``TextUI/Style/failure``, anything else in ``TextUI/Style/secondary``. Its words
/// already say which it is ("Something broke…", "Loading…"); what the user can do about
/// it, on the lines after, stays plain.
public struct CentredMessage: View, Sendable {
  /// What to say.
  public struct Props: Equatable, Sendable {
    /// The lines, top to bottom, with a blank row between two: a message and what the
    /// user can do about it ("Press r to retry").
    public var lines: [String]
    /// Whether something went wrong, which gives the message its role.
    public var kind: Kind

    /// A message of `lines`; a notice (loading, empty) unless `kind` says it is a
    /// failure.
    public init(lines: [String], kind: Kind = .notice) {
      self.lines = lines
      self.kind = kind
    }
  }

  /// What a message tells of.
  public enum Kind: Equatable, Sendable {
    /// Data on its way, or none to show: supporting words, in the palette's secondary.
    case notice
    /// A load that failed with nothing to fall back on: in the palette's failure.
    case failure

    /// The message's role in the palette.
    var style: Style {
      switch self {
      case .notice: .secondary
      case .failure: .failure
      }
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
      if let message = props.lines.first {
        Text(message).multilineTextAlignment(.center).style(props.kind.style)
      }
      ForEach(props.lines.dropFirst(), id: \.self) { line in
        Text(line).multilineTextAlignment(.center)
      }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .max, maxHeight: .max)
  }
}
