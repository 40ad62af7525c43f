import TextUI

/// Named switch states.
extension WeekHalfSwitch.Props {
  /// Both halves exist; the day is shown.
  public static let day = WeekHalfSwitch.Props(
    isNightShown: false, isEnabled: true, pointer: "▸")
  /// Both halves exist; the night is shown.
  public static let night = WeekHalfSwitch.Props(
    isNightShown: true, isEnabled: true, pointer: "▸")
  /// Only the night is left (this evening in São Paulo): the switch is disabled.
  public static let onlyNight = WeekHalfSwitch.Props(
    isNightShown: true, isEnabled: false, pointer: "▸")
  /// The day shown, in the ASCII glyph set.
  public static let dayASCII = WeekHalfSwitch.Props(
    isNightShown: false, isEnabled: true, pointer: ">")
}

extension WeekHalfSwitch: Previewable {
  public static let fixtures: [Fixture<WeekHalfSwitch>] = [
    Fixture("day", WeekHalfSwitch(props: .day)),
    Fixture("night", WeekHalfSwitch(props: .night)),
    Fixture("onlyNight", WeekHalfSwitch(props: .onlyNight)),
  ]
}
