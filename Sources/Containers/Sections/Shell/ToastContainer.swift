import Presentation
import Services
import TextUI

/// The toast, when there is one.
public struct ToastContainer: Container {
  @Observed var toast: ToastState
  let glyphs: Glyphs

  public init(toast: ToastState, glyphs: Glyphs) {
    self._toast = Observed(wrappedValue: toast)
    self.glyphs = glyphs
  }

  public var body: some View {
    if let message = toast.message {
      ToastView(props: ToastView.Props(message: message, border: glyphs.border))
    }
  }
}
