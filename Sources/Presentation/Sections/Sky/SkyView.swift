import TextUI

/// The Sky screen: today's sun and tonight's moon, or why they are not there yet.
///
/// Like ``NowView`` it draws the content area only and adapts to the space it is given:
/// the two panels in titled boxes side by side when the screen is wide enough for the
/// sun's half-hour bar beside the moon; otherwise one box above the other when the
/// screen is tall enough, each part adapting across by itself; otherwise the two
/// stacked bare with a divider.
///
/// The two panels are separate views fed separate props, and that is the point of the
/// screen: its container re-runs every minute, because "Sunset in 1 h 46 min" counts
/// down, but the moon's props stay equal for hours, so the moon panel keeps its frame.
public struct SkyView: View, Sendable {
  /// What the screen shows.
  public struct Props: Equatable, Sendable {
    /// Which of the screen's states to draw.
    public var content: Content
    /// The lines of boxes and dividers (``Glyphs/border``).
    public var border: BorderStyle

    public init(content: Content, border: BorderStyle) {
      self.content = content
      self.border = border
    }
  }

  /// The states of the screen: the same as the Now screen's, for the same reason — the
  /// sun's times come with the weather.
  public enum Content: Equatable, Sendable {
    /// No weather to show: loading it, or the fetch failed with nothing earlier.
    case message(CentredMessage.Props)
    /// The sun and the moon.
    case loaded(sun: SunPanel.Props, moon: MoonPanel.Props)
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
    case .loaded(let sun, let moon):
      ViewThatFits(in: [.horizontal]) {
        HStack(alignment: .top, spacing: 1) {
          sunBox(sun, filling: false).layoutPriority(1)
          moonBox(moon)
        }
        ViewThatFits(in: [.vertical]) {
          VStack(alignment: .leading) {
            sunBox(sun, filling: true)
            moonBox(moon)
          }
          stacked(sun: sun, moon: moon)
        }
      }
    }
  }

  /// The sun in a titled box: as wide as its longest line (the bar) beside the moon,
  /// which it is offered first (`layoutPriority`) so that the moon does not squeeze the
  /// bar to hourly cells, or as wide as the screen above the moon.
  private func sunBox(_ sun: SunPanel.Props, filling: Bool) -> some View {
    SunPanel(props: sun)
      .padding(.horizontal, 1)
      .frame(maxWidth: filling ? .max : nil, alignment: .leading)
      .border(props.border, title: "Sun")
  }

  /// The moon in a titled box that takes the width left.
  private func moonBox(_ moon: MoonPanel.Props) -> some View {
    MoonPanel(props: moon)
      .padding(.horizontal, 1)
      .frame(maxWidth: .max, alignment: .leading)
      .border(props.border, title: "Moon")
  }

  /// The panels one under the other with a divider: for short screens.
  private func stacked(sun: SunPanel.Props, moon: MoonPanel.Props) -> some View {
    VStack(alignment: .leading) {
      SunPanel(props: sun)
      Divider(props.border)
      MoonPanel(props: moon)
    }
    .padding(.horizontal, 1)
  }
}
