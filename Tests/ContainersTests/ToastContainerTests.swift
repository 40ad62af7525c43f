import Presentation
import Services
import Testing
import TextSnapshots
import TextUI

@testable import Containers

/// The toast: the notice the toast state holds, in the message catalogue's words.
@MainActor
@Suite struct ToastContainerTests {
  @Test func toastForAFailedRefresh() {
    let toast = ToastContainer(toast: ToastState(notice: .refreshFailed), glyphs: .unicode)
    assertInlineSnapshot(of: toast.body, as: .dump) {
      """
      |ToastView(|
      |  props: ToastView.Props(|
      |    message: "Something broke. Make sure your device is online and try again.",|
      |    border: .rounded,|
      |  ),|
      |)|
      """
    }
    #expect(
      ToastContainer.props(notice: .refreshFailed, glyphs: .unicode) == .failure,
      "the fixture is the container's own output")
  }

  /// No notice, no toast: the body is empty.
  @Test func toastWithoutANotice() {
    let toast = ToastContainer(toast: ToastState(), glyphs: .unicode)
    assertInlineSnapshot(of: toast.body, as: .dump) {
      """
      |nil|
      """
    }
  }
}
