import TextUI

/// Sample toasts.
extension ToastView.Props {
  /// A refresh failed: the catalogue's words for it.
  public static let failure = ToastView.Props(
    message: CentredMessage.Props.somethingBroke, border: .rounded)

  /// A short notice in the ASCII glyph set.
  public static let ascii = ToastView.Props(message: "Saved.", border: .ascii)
}

extension ToastView: Previewable {
  public static let fixtures = [
    Fixture("failure", ToastView(props: .failure)),
    Fixture("ascii", ToastView(props: .ascii)),
  ]
}
