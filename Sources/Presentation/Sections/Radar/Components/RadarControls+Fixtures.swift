/// Sample controls: the eight fixture frames, the current one fifth.
extension RadarControls.Props {
  /// 서울 at 05:00, the fifth of eight frames, paused.
  public static let seoul = RadarControls.Props(
    playback: .available(time: "05:00", frameIndex: 4, frameCount: 8, isPlaying: false),
    play: Glyphs.unicode.play, pause: Glyphs.unicode.pause,
    slider: RadarSliderGlyphs(.unicode))

  /// Toronto at 15:00, paused.
  public static let toronto = RadarControls.Props(
    playback: .available(time: "15:00", frameIndex: 4, frameCount: 8, isPlaying: false),
    play: Glyphs.unicode.play, pause: Glyphs.unicode.pause,
    slider: RadarSliderGlyphs(.unicode))

  /// 서울 playing, on the last frame (05:45).
  public static let playing = RadarControls.Props(
    playback: .available(time: "05:45", frameIndex: 7, frameCount: 8, isPlaying: true),
    play: Glyphs.unicode.play, pause: Glyphs.unicode.pause,
    slider: RadarSliderGlyphs(.unicode))

  /// No frames to play.
  public static let noFrames = unavailable("no frames")

  /// Waiting for the first reply.
  public static let loading = unavailable("loading")

  /// 서울 in plain ASCII.
  public static let seoulASCII = RadarControls.Props(
    playback: .available(time: "05:00", frameIndex: 4, frameCount: 8, isPlaying: false),
    play: Glyphs.ascii.play, pause: Glyphs.ascii.pause, slider: RadarSliderGlyphs(.ascii))

  private static func unavailable(_ reason: String) -> RadarControls.Props {
    RadarControls.Props(
      playback: .unavailable(reason: reason), play: Glyphs.unicode.play,
      pause: Glyphs.unicode.pause, slider: RadarSliderGlyphs(.unicode))
  }
}

extension RadarControls: Previewable {
  public static let fixtures: [Fixture<RadarControls>] = [
    Fixture("seoul", RadarControls(props: .seoul)),
    Fixture("playing", RadarControls(props: .playing)),
    Fixture("noFrames", RadarControls(props: .noFrames)),
    Fixture("ascii", RadarControls(props: .seoulASCII)),
  ]
}
