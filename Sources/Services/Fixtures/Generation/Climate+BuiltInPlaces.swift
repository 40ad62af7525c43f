extension Climate {
  /// The climate of each built-in place, by location id, with the episode each is
  /// having: the places read as a table.
  ///
  /// Averages are roughly the real ones (Toronto's late November mean is a little above
  /// freezing, São Paulo's late spring is warm and humid). Episodes are what makes each
  /// place useful on the screens (see `Weather+Fixtures.swift`).
  static let builtIn: [String: Climate] = [
    Location.fixtures.toronto.id: Climate(
      annualMeanCelsius: 9, seasonalSwingCelsius: 13.5, dailySwingCelsius: 4.5,
      variabilityCelsius: 3.5, wetness: 0.33, heaviestMillimetresPerHour: 4,
      windKilometresPerHour: 16, prevailingWindDegrees: 270, episode: .winterStorm),
    Location.fixtures.oslo.id: Climate(
      annualMeanCelsius: 6.3, seasonalSwingCelsius: 11, dailySwingCelsius: 3.5,
      variabilityCelsius: 3, wetness: 0.33, heaviestMillimetresPerHour: 3,
      windKilometresPerHour: 12, prevailingWindDegrees: 200, episode: .stuckAtFreezing),
    Location.fixtures.tokyo.id: Climate(
      annualMeanCelsius: 16.3, seasonalSwingCelsius: 10.5, dailySwingCelsius: 4,
      variabilityCelsius: 2, wetness: 0.28, heaviestMillimetresPerHour: 6,
      windKilometresPerHour: 11, prevailingWindDegrees: 330, episode: nil),
    Location.fixtures.saoPaulo.id: Climate(
      annualMeanCelsius: 20, seasonalSwingCelsius: 3.5, dailySwingCelsius: 5,
      variabilityCelsius: 1.5, wetness: 0.35, heaviestMillimetresPerHour: 10,
      windKilometresPerHour: 10, prevailingWindDegrees: 135, episode: .eveningThunderstorm),
    Location.fixtures.reykjavik.id: Climate(
      annualMeanCelsius: 5, seasonalSwingCelsius: 6, dailySwingCelsius: 2,
      variabilityCelsius: 3, wetness: 0.42, heaviestMillimetresPerHour: 3,
      windKilometresPerHour: 24, prevailingWindDegrees: 110, episode: nil),
    Location.fixtures.seoul.id: Climate(
      annualMeanCelsius: 12.5, seasonalSwingCelsius: 14, dailySwingCelsius: 4.5,
      variabilityCelsius: 3, wetness: 0.25, heaviestMillimetresPerHour: 8,
      windKilometresPerHour: 10, prevailingWindDegrees: 300, episode: .rainBand),
    Location.fixtures.llanfairpwll.id: Climate(
      annualMeanCelsius: 10.5, seasonalSwingCelsius: 5, dailySwingCelsius: 3,
      variabilityCelsius: 2, wetness: 0.4, heaviestMillimetresPerHour: 4,
      windKilometresPerHour: 22, prevailingWindDegrees: 230, episode: .atlanticGale),
  ]
}

extension Episode {
  /// Toronto: heavy snow and a strong northeast wind from before `now` until the
  /// small hours, with the pressure falling.
  static let winterStorm = Episode(
    anchor: .now, hours: -5...14, rampHours: 3, millimetresPerHour: 3, celsius: -3,
    dailySwingCelsius: 0.8, cloudCover: 1, windKilometresPerHour: 45, windDegrees: 50,
    pressureDropKilopascals: 2)

  /// Oslo: two grey days held just below freezing, so temperatures sit between −0.6 and
  /// −0.1 and round to zero from below.
  static let stuckAtFreezing = Episode(
    anchor: .now, hours: -3...54, rampHours: 3, celsius: -0.35, dailySwingCelsius: 0.25,
    cloudCover: 0.97)

  /// São Paulo: a thunderstorm every evening of the first day, after a humid afternoon.
  static let eveningThunderstorm = Episode(
    anchor: .localMidnight, hours: 18.5...22.5, rampHours: 1, millimetresPerHour: 9,
    cloudCover: 1, windKilometresPerHour: 25, windDegrees: 320, pressureDropKilopascals: 0.4)

  /// 서울: a narrow band of heavy rain (a cold front) crossing the city at `now`.
  static let rainBand = Episode(
    anchor: .now, hours: -0.25...0.25, rampHours: 0.75, millimetresPerHour: 16, cloudCover: 1,
    windKilometresPerHour: 30, windDegrees: 250, pressureDropKilopascals: 0.6)

  /// Llanfairpwll: a gale off the Irish Sea with squally showers.
  static let atlanticGale = Episode(
    anchor: .now, hours: -6...8, rampHours: 3, millimetresPerHour: 2.5, cloudCover: 0.85,
    windKilometresPerHour: 55, windDegrees: 230, pressureDropKilopascals: 1.5)
}
