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
    if let notice = toast.notice {
      ToastView(props: ToastView.Props(message: Self.message(for: notice), border: glyphs.border))
    }
  }

  /// The words of `notice`, from the message catalogue the screens use.
  public static func message(for notice: ToastState.Notice) -> String {
    switch notice {
    case .refreshFailed: CentredMessage.Props.somethingBroke
    }
  }
}
