import TextUI

/// One day's hours, pushed over the Week tab when Enter is pressed on a day.
///
/// A box titled with the day ("Sun 22 Nov · Toronto") holds the hours of that local day
/// (see ``DayDetailHourTable``), or a message when there are none. Esc goes back to the
/// week.
public struct DayDetailView: View, Sendable {
  /// What the screen shows.
  public struct Props: Equatable, Sendable {
    /// The day and place, "Sun 22 Nov · Toronto"; `nil` while there is no forecast.
    public var title: String?
    /// The hours, or a message in their place.
    public var content: Content
    /// The lines of the box (`Glyphs.border`).
    public var border: BorderStyle

    public init(title: String?, content: Content, border: BorderStyle) {
      self.title = title
      self.content = content
      self.border = border
    }
  }

  /// The day's hours, or why there are none.
  public enum Content: Equatable, Sendable {
    /// Loading, failed, or no hours for this day.
    case message(CentredMessage.Props)
    /// The hours.
    case hours(DayDetailHourTable.Props)
  }

  /// What the screen lets the user do.
  public struct Actions: Equatable, Sendable {
    /// Back to the week (Esc).
    public var back: Action

    public init(back: Action) {
      self.back = back
    }

    /// Does nothing: for fixtures.
    public static let none = Actions(back: .none)
  }

  /// The data shown.
  public var props: Props
  /// What the keys do.
  public var actions: Actions

  /// Creates the screen.
  public init(props: Props, actions: Actions = .none) {
    self.props = props
    self.actions = actions
  }

  public var body: some View {
    VStack(alignment: .leading) {
      switch props.content {
      case .message(let message): CentredMessage(props: message)
      case .hours(let table): DayDetailHourTable(props: table)
      }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
    .border(props.border, title: props.title)
    .keyBinding(.escape, "back", action: actions.back)
  }
}
