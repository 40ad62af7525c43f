import TextUI

/// The radar's playback controls: the frame's time and position and whether the frames
/// are playing on one line, and a slider with a stop per frame under it.
///
/// It owns the Radar screen's keys (space, ← and →), so they are live only while the
/// controls are: while loading, or with no frames, the controls are still drawn (so the
/// screen keeps its shape and says why) but bind nothing, and the footer offers nothing
/// that would do nothing.
public struct RadarControls: View, Sendable {
  /// Where playback stands.
  public enum Playback: Equatable, Sendable {
    /// Frames to step through.
    ///
    /// - Parameters:
    ///   - time: the frame's local time ("14:30").
    ///   - frameIndex: the frame on screen, from 0.
    ///   - frameCount: how many frames there are.
    ///   - isPlaying: whether they are playing as an animation.
    case available(time: String, frameIndex: Int, frameCount: Int, isPlaying: Bool)
    /// Nothing to play, and why, as the controls print it ("loading", "no frames").
    case unavailable(reason: String)
  }

  /// Everything the controls show.
  public struct Props: Equatable, Sendable {
    /// The frame on screen and whether it plays, or why there is nothing to play.
    public var playback: Playback
    /// The play mark (``Glyphs/play``), shown while playing and when there is nothing
    /// to play.
    public var play: String
    /// The pause mark (``Glyphs/pause``), shown while paused.
    public var pause: String
    /// The slider's pieces.
    public var slider: RadarSliderGlyphs

    public init(playback: Playback, play: String, pause: String, slider: RadarSliderGlyphs) {
      self.playback = playback
      self.play = play
      self.pause = pause
      self.slider = slider
    }
  }

  /// The data shown.
  public var props: Props
  /// What the keys do; bound only while frames are available. They are the screen's
  /// (``RadarView/Actions``), handed on as they are: the controls bind every key the
  /// screen has, so one type says what they do.
  public var actions: RadarView.Actions

  public init(props: Props, actions: RadarView.Actions = .none) {
    self.props = props
    self.actions = actions
  }

  public var body: some View {
    VStack(alignment: .leading) {
      statusLine.lineLimit(1)
      ViewThatFits(in: [.horizontal]) {
        slider(trackLength: 3)
        slider(trackLength: 1)
        slider(trackLength: 0)
      }
    }
    .keyBindings(bindings)
  }

  /// The bindings: none while there is nothing to play.
  private var bindings: [KeyBinding] {
    guard case .available(_, _, _, let isPlaying) = props.playback else { return [] }
    return [
      KeyBinding(" ", isPlaying ? "pause" : "play", action: actions.togglePlaying),
      KeyBinding(.left, "previous frame", action: actions.stepBack),
      KeyBinding(.right, "next frame", action: actions.stepForward),
    ]
  }

  /// "05:00  frame 5 of 8  ⏸ paused", or "--:--  ▶ (no frames)" with nothing to play.
  /// The frame's time in the accent, then where playback is, secondary.
  private var statusLine: Text {
    switch props.playback {
    case .available(let time, let index, let count, let isPlaying):
      let state = isPlaying ? "\(props.play) playing" : "\(props.pause) paused"
      return Text(time).style(.accent)
        + Text("  frame \(index + 1) of \(count)  \(state)").style(.secondary)
    case .unavailable(let reason):
      return Text("--:--  \(props.play) (\(reason))").style(.secondary)
    }
  }

  /// How many stops long the empty track is while there are no frames: as long as the
  /// fixture sources' eight frames, so the controls keep their width when frames arrive.
  static let placeholderStops = 8

  /// "○───○───●───○" with `trackLength` track glyphs between stops, the knob (the frame
  /// shown) in the accent and the rest secondary; an empty track while there are no
  /// frames.
  private func slider(trackLength: Int) -> Text {
    let glyphs = props.slider
    guard case .available(_, let shown, let count, _) = props.playback, count > 0 else {
      let length = Self.placeholderStops * (trackLength + 1) - trackLength
      return Text(String(repeating: glyphs.track, count: length)).style(.secondary)
    }
    let index = min(max(shown, 0), count - 1)  // a props value from elsewhere may be off
    let track = String(repeating: glyphs.track, count: trackLength)
    let before = (0..<index).map { _ in glyphs.stop + track }.joined()
    let after = (index + 1..<count).map { _ in track + glyphs.stop }.joined()
    return Text(before).style(.secondary) + Text(glyphs.knob).style(.accent)
      + Text(after).style(.secondary)
  }
}
