import TextUI

/// Named text forecasts, as `Weather.fixtures` words them.
extension WeekDescription.Props {
  /// Sunday in Toronto (the day and the night read alike).
  public static let toronto = WeekDescription.Props(
    text: "Snow at times heavy. Local blowing snow. Strong winds from the northeast.")

  /// Saturday in Toronto.
  public static let torontoSaturday = WeekDescription.Props(
    text: "A mix of sun and cloud with periods of rain beginning in the afternoon.")

  /// This evening in São Paulo: five sentences.
  public static let saoPaulo = WeekDescription.Props(
    text: "Showers and thunderstorms this evening, some with torrential downpours, frequent "
      + "lightning and strong gusts near the storms. Local flooding of low-lying roads and "
      + "underpasses is possible. Showers ending near midnight then cloudy periods. Fog "
      + "patches developing late overnight in the river valleys. Humid.")

  /// Tonight in Llanfairpwll: the longest text of the fixtures.
  public static let llanfairpwll = WeekDescription.Props(
    text: "Mostly cloudy with squally showers, some heavy, sweeping in from the Irish Sea. "
      + "Strong winds from the southwest, with gales along exposed coasts and over the "
      + "Menai bridges. Showers easing later then cloudy periods. Wind slowly becoming "
      + "lighter towards morning.")

  /// A half the forecast has nothing for: the description says so.
  public static let noForecast = WeekDescription.Props(text: nil)

  /// Monday in 서울.
  public static let seoul = WeekDescription.Props(
    text: "Mainly sunny with a few showers this afternoon then mainly cloudy.")
}

extension WeekDescription: Previewable {
  public static let fixtures: [Fixture<WeekDescription>] = [
    Fixture("toronto", WeekDescription(props: .toronto)),
    Fixture("llanfairpwll", WeekDescription(props: .llanfairpwll)),
    Fixture("noForecast", WeekDescription(props: .noForecast)),
  ]
}
