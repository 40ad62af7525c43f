import Foundation
import TextUI

/// Something that happens to the app: what a script line, a test step or the terminal
/// feeds the runtime.
public enum AppEvent: Equatable, Sendable {
  /// A key press.
  case key(Key)
  /// Text typed, one key per character.
  case type(String)
  /// The clock moves forward (timers due in that time fire).
  case tick(Duration)
  /// The terminal changes size.
  case resize(Size)
  /// The active account changes, by display name, as the account switcher does.
  case account(String)
}
