import Presentation
import Services
import TextUI

/// The toast, when there is one: the notice the state holds, in the catalogue's words.
public struct ToastContainer: Container {
  @Observed var toast: ToastState
  let glyphs: Glyphs

  public init(toast: ToastState, glyphs: Glyphs) {
    self._toast = Observed(wrappedValue: toast)
    self.glyphs = glyphs
  }

  public var body: some View {
    if let props = Self.props(notice: toast.notice, glyphs: glyphs) {
      ToastView(props: props)
    }
  }

  /// The toast's props for `notice`, or `nil` when there is no notice to show: pure, so
  /// a test compares them with the fixtures.
  public static func props(notice: ToastState.Notice?, glyphs: Glyphs) -> ToastView.Props? {
    notice.map { ToastView.Props(message: message(for: $0), border: glyphs.border) }
  }

  /// The words of `notice`, from the message catalogue the screens use.
  public static func message(for notice: ToastState.Notice) -> String {
    switch notice {
    case .refreshFailed: CentredMessage.Props.somethingBroke
    }
  }
}
