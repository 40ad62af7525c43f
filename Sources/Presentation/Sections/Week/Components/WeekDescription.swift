import TextUI

/// The selected half-day's forecast in words, word-wrapped to the width it is given.
///
/// Texts run from "Clear." to several sentences (a gale over the Menai bridges); the
/// text wraps on words and, when the screen is too short, ends in "…" on the last row
/// it has. A day with no forecast for the half says so
/// (``CentredMessage/Props/noForecastForDay``), in the palette's secondary.
public struct WeekDescription: View, Sendable {
  /// The text forecast.
  public struct Props: Equatable, Sendable {
    /// "Snow at times heavy. Local blowing snow."; `nil` when the forecast has none for
    /// the half.
    public var text: String?

    public init(text: String?) {
      self.text = text
    }
  }

  /// The forecast shown.
  public var props: Props

  /// Creates the description.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    if let text = props.text {
      Text(text)
    } else {
      Text(CentredMessage.Props.noForecastForDay).style(.secondary)
    }
  }
}
