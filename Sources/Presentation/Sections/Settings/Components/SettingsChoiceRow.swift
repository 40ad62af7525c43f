import TextUI

/// One option in a list of options, the chosen one marked with the pointer: an account
/// in the account list, a unit system in the preferences.
///
/// The pointer glyph is part of each row's props, not read from the list around it, so
/// a row is drawn from its own value alone and a `ForEach` of rows can be compared by
/// its data.
public struct SettingsChoiceRow: View, Sendable {
  /// One option as shown.
  public struct Props: Equatable, Sendable {
    /// What the option is ("Personal", "Metric (°C, km/h, kPa, km)").
    public var title: String
    /// Whether it is the one in force.
    public var isChosen: Bool
    /// The mark of the chosen option (`Glyphs.pointer`).
    public var pointer: String

    public init(title: String, isChosen: Bool, pointer: String) {
      self.title = title
      self.isChosen = isChosen
      self.pointer = pointer
    }
  }

  /// The option shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    MarkedRow(text: props.title, isMarked: props.isChosen, pointer: props.pointer)
  }
}
