import Presentation
import Services
import TextUI

/// The Sky screen with its data: reads the weather (for today's sunrise and sunset),
/// the place on screen and the time, and hands ``SkyView`` the text to show.
///
/// It reads `time.now`, so it re-runs every minute: the sun panel counts down to the
/// next sunrise or sunset. The moon's props are equal from one minute to the next, so
/// the renderer reuses the moon panel's frame without evaluating it. The mapping itself
/// is the pure ``props(state:active:now:glyphs:)``, tested without a renderer.
public struct SkyContainer: Container {
  @Observed var weather: WeatherService
  @Observed var location: LocationService
  @Observed var time: TimeState
  /// The glyph table the app was started with (`--ascii` swaps it).
  let glyphs: Glyphs

  /// Creates the screen from the services it reads.
  ///
  /// - Parameters:
  ///   - weather: today's sunrise and sunset, and whether they are loading or failed.
  ///   - location: the place on screen, named while its weather loads.
  ///   - time: the time now, to the minute.
  ///   - glyphs: the moon's phases, the day bar's shades and marker, the boxes' lines.
  public init(
    weather: WeatherService, location: LocationService, time: TimeState, glyphs: Glyphs
  ) {
    _weather = Observed(wrappedValue: weather)
    _location = Observed(wrappedValue: location)
    _time = Observed(wrappedValue: time)
    self.glyphs = glyphs
  }

  public var body: some View {
    SkyView(
      props: Self.props(
        state: weather.state, active: location.active, now: time.now, glyphs: glyphs))
  }
}
