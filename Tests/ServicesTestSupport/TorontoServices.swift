import Services

/// The services a screen of one location reads, loaded as the app has them at the
/// fixtures' reference time: Toronto's fixture weather fetched, Toronto on screen, the
/// personal account's standard preferences. Returns once the weather has arrived.
///
/// The Week and day detail containers read the same three; their tests share this
/// set-up so that both start from the same app state.
@MainActor public func loadedTorontoServices() async -> (
  weather: WeatherService, location: LocationService, preferences: PreferencesService
) {
  let clock = ManualClock(now: FixtureTime.reference)
  let weather = WeatherService(client: .fixtures(clock: clock.clock), clock: clock.clock)
  weather.refresh(for: .fixtures.toronto)
  await weather.settled()
  let location = LocationService(
    active: .fixtures.toronto, favourites: [], ofAccount: Account.fixtures.personal.id,
    client: .fixtures)
  let preferences = PreferencesService(
    preferences: .standard, ofAccount: Account.fixtures.personal.id)
  return (weather, location, preferences)
}
