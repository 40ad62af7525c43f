import Presentation
import Services
import TextUI

/// The Radar screen's business half: turns the radar service's maps, frame and playback
/// state into ``RadarView``'s props, and its keys into calls on the service.
///
/// It reads the radar's state, frame index and playing flag, and the active location
/// (for the place's name before any map has arrived), so it re-runs when any of them
/// changes; a step re-renders the map and the controls, and never the legend, because
/// the legend's props do not change.
public struct RadarContainer: Container {
  @Observed var radar: RadarService
  @Observed var location: LocationService
  /// The glyph set the app was started with: shades, marker, borders, play and pause.
  let glyphs: Glyphs

  /// - Parameters:
  ///   - radar: the maps, the frame on screen and whether they are playing.
  ///   - location: the place on screen, named while its maps are on their way.
  ///   - glyphs: the glyph set (`--ascii` or not).
  public init(radar: RadarService, location: LocationService, glyphs: Glyphs) {
    self._radar = Observed(wrappedValue: radar)
    self._location = Observed(wrappedValue: location)
    self.glyphs = glyphs
  }

  public var body: some View {
    RadarView(
      props: Self.props(
        state: radar.state, frameIndex: radar.frameIndex, isPlaying: radar.isPlaying,
        active: location.active, glyphs: glyphs),
      actions: Self.actions(radar: radar))
  }
}
