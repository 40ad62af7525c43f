import Presentation
import Services

extension RadarContainer {
  /// The Radar screen's props: a pure function of the service's state, so it is tested
  /// without rendering.
  ///
  /// - The map of frame `frameIndex` (clamped into the frames), its time in the
  ///   location's own time zone, and the slider, when there are frames — also while a
  ///   refresh is loading or after it failed, from the last good maps.
  /// - Otherwise a message in the map's place, and controls drawn without keys:
  ///   loading, "Something broke…" after a failure, or no radar images.
  ///
  /// - Parameters:
  ///   - state: the radar service's maps.
  ///   - frameIndex: the frame on screen (``RadarService/frameIndex``).
  ///   - isPlaying: whether the frames are playing.
  ///   - active: the place on screen; the state's own location wins when it has one,
  ///     as the maps belong to it.
  ///   - glyphs: the glyph set.
  public static func props(
    state: FetchState<Radar>, frameIndex: Int, isPlaying: Bool, active: Location,
    glyphs: Glyphs
  ) -> RadarView.Props {
    let place = state.location ?? active
    let frames = state.latest?.value.frames ?? []
    let mapContent: RadarMap.Content
    let playback: RadarControls.Playback
    if frames.isEmpty {
      let (message, reason) = emptyMessage(for: state, placeName: place.name, glyphs: glyphs)
      mapContent = .message(
        message, rows: RadarGrid.standard.rows, columns: RadarGrid.standard.columns)
      playback = .unavailable(reason: reason)
    } else {
      let index = min(max(frameIndex, 0), frames.count - 1)
      let frame = frames[index]
      mapContent = .precipitation(frame.millimetresPerHour)
      playback = .available(
        time: LocalTime(timeZoneID: place.timeZoneID).clock(frame.time), frameIndex: index,
        frameCount: frames.count, isPlaying: isPlaying)
    }
    return RadarView.Props(
      map: RadarMap.Props(
        title: "Radar \(glyphs.dot) \(place.name)", content: mapContent, shades: glyphs.shades,
        marker: glyphs.marker, border: glyphs.border),
      controls: RadarControls.Props(
        playback: playback, play: glyphs.play, pause: glyphs.pause,
        slider: RadarSliderGlyphs(glyphs)),
      legend: RadarLegend.Props(shades: glyphs.shades, marker: glyphs.marker, place: place.name))
  }

  /// What the map says when there are no frames to draw, and what the controls say
  /// they are waiting for.
  private static func emptyMessage(
    for state: FetchState<Radar>, placeName: String, glyphs: Glyphs
  ) -> (message: CentredMessage.Props, reason: String) {
    if state.latest != nil {
      return (.noRadar(for: placeName), "no frames")
    }
    let message = state.placeholder(
      loading: .loadingRadar(for: placeName, ellipsis: glyphs.ellipsis))
    return (message, state.error == nil ? "loading" : "no frames")
  }
}
