import Observation

/// A short message shown over the screen for a moment, such as the failure notice.
///
/// The state holds which notice is up, not its words: the words are the screen's
/// business (the message catalogue in Presentation, reached through `ToastContainer`),
/// so they are written once. The `FailureToast` binder decides when one appears and
/// clears it after a while on the app's clock.
@MainActor
@Observable
public final class ToastState {
  /// The notices the app shows.
  public enum Notice: Sendable, Equatable {
    /// A refresh failed; the screens keep the last good data.
    case refreshFailed
  }

  /// The notice on screen, if any.
  public private(set) var notice: Notice?

  public init(notice: Notice? = nil) {
    self.notice = notice
  }

  /// Shows `notice`, replacing any other.
  public func show(_ notice: Notice) {
    if self.notice != notice { self.notice = notice }
  }

  /// Hides the message.
  public func dismiss() {
    if notice != nil { notice = nil }
  }
}
