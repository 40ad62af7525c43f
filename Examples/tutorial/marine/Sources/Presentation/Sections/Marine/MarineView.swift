import TextUI

/// The Marine screen: the waves at the place on screen, or why they are not there yet.
public struct MarineView: PresentationalView, Sendable {
  /// What the screen shows.
  public struct Props: Equatable, Sendable {
    /// Which of the screen's states to draw.
    public var content: Content

    public init(content: Content) {
      self.content = content
    }
  }

  /// The states of the screen.
  public enum Content: Equatable, Sendable {
    /// No reading to show: loading it, or the fetch failed with nothing earlier.
    case message(CentredMessage.Props)
    /// A reading (which may be that there is none).
    case loaded(WavesPanel.Props)
  }

  /// The data shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    switch props.content {
    case .message(let message):
      CentredMessage(props: message)
    case .loaded(let waves):
      WavesPanel(props: waves).padding(.horizontal, 1)
    }
  }
}
