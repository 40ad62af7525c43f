import TextUI

/// The Week tab: a day picker, a day/night switch, and the chosen half-day's forecast.
///
/// The shell draws the header, tabs and footer around it; this is the content area only.
/// The screen is made of small components, each given only its own data (the picker its
/// days, the panel its half-day, the description its text), so that pressing → evaluates
/// the two day cells whose selection changed, the panel and the description, and reuses
/// everything else.
///
/// Keys: ← and → move the selection, Enter opens the day's hours, and `n` (bound by
/// ``WeekHalfSwitch`` only when the day has both halves) switches between day and night.
public struct WeekView: View, Sendable {
  /// What the screen shows.
  public struct Props: Equatable, Sendable {
    /// A forecast, or a message in its place.
    public var content: Content
    /// The lines of the box (``Glyphs/border``).
    public var border: BorderStyle

    public init(content: Content, border: BorderStyle) {
      self.content = content
      self.border = border
    }
  }

  /// A forecast, or why there is none.
  public enum Content: Equatable, Sendable {
    /// Loading, failed or empty, with no forecast to show.
    case message(CentredMessage.Props)
    /// The week's days and the selected half-day.
    case forecast(Forecast)
  }

  /// The week, with one half-day selected.
  public struct Forecast: Equatable, Sendable {
    /// The box title: "Sun 22 Nov · Day · Toronto".
    public var title: String
    public var picker: WeekDayPicker.Props
    public var halfSwitch: WeekHalfSwitch.Props
    public var panel: WeekConditionPanel.Props
    public var description: WeekDescription.Props

    public init(
      title: String, picker: WeekDayPicker.Props, halfSwitch: WeekHalfSwitch.Props,
      panel: WeekConditionPanel.Props, description: WeekDescription.Props
    ) {
      self.title = title
      self.picker = picker
      self.halfSwitch = halfSwitch
      self.panel = panel
      self.description = description
    }
  }

  /// What the screen lets the user do.
  public struct Actions: Equatable, Sendable {
    /// Selects the day before (←).
    public var previousDay: Action
    /// Selects the day after (→).
    public var nextDay: Action
    /// Opens the selected day's hours (Enter).
    public var openDay: Action
    /// Shows the other half of the day (`n`).
    public var toggleHalf: Action

    public init(previousDay: Action, nextDay: Action, openDay: Action, toggleHalf: Action) {
      self.previousDay = previousDay
      self.nextDay = nextDay
      self.openDay = openDay
      self.toggleHalf = toggleHalf
    }

    /// Does nothing: for fixtures.
    public static let none = Actions(
      previousDay: .none, nextDay: .none, openDay: .none, toggleHalf: .none)
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
    switch props.content {
    case .message(let message):
      CentredMessage(props: message)
    case .forecast(let forecast):
      forecastBody(forecast)
        .keyBinding(.left, "previous day", action: actions.previousDay)
        .keyBinding(.right, "next day", action: actions.nextDay)
        .keyBinding(.enter, "hours", action: actions.openDay)
    }
  }

  /// The picker and switch above a box with the half-day's panel and description: side
  /// by side when the width allows (80 columns and more), one above the other otherwise.
  ///
  /// The description is given an ideal width of 44 columns, so that the side-by-side
  /// layout asks for about 80 columns rather than for the text's whole length on one
  /// line, and then takes all the width there is.
  private func forecastBody(_ forecast: Forecast) -> some View {
    VStack(alignment: .leading, spacing: 1) {
      WeekDayPicker(props: forecast.picker).padding(.horizontal, 1)
      WeekHalfSwitch(props: forecast.halfSwitch, actions: .init(toggle: actions.toggleHalf))
        .padding(.horizontal, 1)
      ViewThatFits(in: [.horizontal]) {
        HStack(alignment: .top, spacing: 3) {
          WeekConditionPanel(props: forecast.panel).frame(width: 26, alignment: .topLeading)
          WeekDescription(props: forecast.description)
            .frame(minWidth: 24, idealWidth: 44, maxWidth: .max, alignment: .topLeading)
        }
        VStack(alignment: .leading, spacing: 1) {
          WeekConditionPanel(props: forecast.panel)
          WeekDescription(props: forecast.description)
        }
      }
      .padding(.horizontal, 1)
      .frame(maxWidth: .max, alignment: .topLeading)
      .border(props.border, title: forecast.title)
    }
  }
}
