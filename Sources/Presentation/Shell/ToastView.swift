import TextUI

/// A short message in a box, shown over the bottom of the screen for a moment.
public struct ToastView: View, Sendable {
  public struct Props: Equatable, Sendable {
    public var message: String
    /// Its box.
    public var border: BorderStyle

    public init(message: String, border: BorderStyle) {
      self.message = message
      self.border = border
    }
  }

  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    Text(props.message)
      .multilineTextAlignment(.center)
      .padding(.horizontal, 1)
      .border(props.border)
      .style(.failure)
      .opaque()
      .padding(.horizontal, 2)
  }
}
