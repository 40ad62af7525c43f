import Presentation
import Services

extension FetchState {
  /// What a section shows while the state has no value for it (``FetchState/latest``
  /// is `nil`): the failure (``CentredMessage/Props/failed``) when the last request
  /// failed, and otherwise `loading`, the section's own words for what it waits for.
  ///
  /// Every section decides this the same way, so it is decided here. With a value
  /// (loaded, or loading or failed with the last good one) a section shows the value,
  /// and the shell's toast reports a failure.
  func placeholder(loading: @autoclosure () -> CentredMessage.Props) -> CentredMessage.Props {
    error == nil ? loading() : .failed
  }
}
