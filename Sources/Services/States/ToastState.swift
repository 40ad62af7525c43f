import Observation

/// A short message shown over the screen for a moment, such as the failure notice.
///
/// The state only holds the message; the `FailureToast` binder decides when one
/// appears and clears it after a while on the app's clock.
@MainActor
@Observable
public final class ToastState {
  /// The message on screen, if any.
  public private(set) var message: String?

  public init(message: String? = nil) {
    self.message = message
  }

  /// Shows `message`, replacing any other.
  public func show(_ message: String) {
    if self.message != message { self.message = message }
  }

  /// Hides the message.
  public func dismiss() {
    if message != nil { message = nil }
  }
}
