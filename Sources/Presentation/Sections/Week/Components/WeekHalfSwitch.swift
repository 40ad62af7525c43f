import TextUI

/// The Week screen's day/night switch: "Day" and "Night", the half shown marked.
///
/// When the selected day has only one half (this afternoon's forecast may have only
/// tonight left), the switch is disabled: it says which half exists ("(only night)") and
/// does not bind `n`, so the footer does not offer a key that would do nothing.
///
/// The half shown is in the palette's selection, which its pointer already says, and
/// the "(only night)" note is secondary.
public struct WeekHalfSwitch: View, Sendable {
  /// Which half is shown and whether the other one exists.
  public struct Props: Equatable, Sendable {
    /// Whether the night half is the one shown.
    public var isNightShown: Bool
    /// Whether the day has both halves, so that `n` can switch between them.
    public var isEnabled: Bool
    /// The mark before the half shown (`Glyphs.pointer`).
    public var pointer: String

    public init(isNightShown: Bool, isEnabled: Bool, pointer: String) {
      self.isNightShown = isNightShown
      self.isEnabled = isEnabled
      self.pointer = pointer
    }
  }

  /// What the switch lets the user do.
  public struct Actions: Equatable, Sendable {
    /// Shows the other half (`n`).
    public var toggle: Action

    public init(toggle: Action) {
      self.toggle = toggle
    }

    /// Does nothing: for fixtures.
    public static let none = Actions(toggle: .none)
  }

  /// The switch's state.
  public var props: Props
  /// What `n` does.
  public var actions: Actions

  /// Creates the switch.
  public init(props: Props, actions: Actions = .none) {
    self.props = props
    self.actions = actions
  }

  public var body: some View {
    if props.isEnabled {
      options.keyBinding(
        "n", props.isNightShown ? "show day" : "show night", action: actions.toggle)
    } else {
      options
    }
  }

  /// "▸ Day   Night", and "(only night)" when the switch is disabled.
  private var options: some View {
    HStack(spacing: 3) {
      option("Day", isShown: !props.isNightShown)
      option("Night", isShown: props.isNightShown)
      if !props.isEnabled {
        Text(props.isNightShown ? "(only night)" : "(only day)").lineLimit(1).style(.secondary)
      }
    }
  }

  /// "▸ Day" in the palette's selection when it is the half shown, "  Day" otherwise:
  /// one text, as the Week's selected day is.
  private func option(_ name: String, isShown: Bool) -> Text {
    Text("\(MarkedRow.mark(props.pointer, isMarked: isShown)) \(name)")
      .style(isShown ? .selection : .plain)
  }
}
