import TextUI

/// The Radar screen: the precipitation map of the frame on screen, the controls that
/// play and step through the frames, and a legend of the shades.
///
/// Each part is its own component fed only its own data, so stepping a frame
/// re-renders the map and the controls but never the legend. The screen picks the
/// largest layout that fits the space it is offered:
///
/// - a large map (4 × 2 cells per point) with the controls and legend beside it;
/// - a compact map (2 × 1) with the controls and legend beside it;
/// - a compact map with the controls and a one-line legend under it.
public struct RadarView: View, Sendable {
  /// Everything the screen shows, one field per component.
  public struct Props: Equatable, Sendable {
    /// The map of the frame on screen (changes with every step).
    public var map: RadarMap.Props
    /// Time, position, slider and play state (changes with every step).
    public var controls: RadarControls.Props
    /// The shades and the marker explained (changes only with the place or glyphs).
    public var legend: RadarLegend.Props

    public init(map: RadarMap.Props, controls: RadarControls.Props, legend: RadarLegend.Props) {
      self.map = map
      self.controls = controls
      self.legend = legend
    }
  }

  /// What the screen's keys do: the playback keys, which ``RadarControls`` binds while
  /// there are frames.
  public struct Actions: Equatable, Sendable {
    /// Plays when paused, pauses when playing (space).
    public var togglePlaying: Action
    /// Shows the previous frame (←).
    public var stepBack: Action
    /// Shows the next frame (→).
    public var stepForward: Action

    public init(togglePlaying: Action, stepBack: Action, stepForward: Action) {
      self.togglePlaying = togglePlaying
      self.stepBack = stepBack
      self.stepForward = stepForward
    }

    /// Actions that do nothing, for fixtures.
    public static let none = Actions(togglePlaying: .none, stepBack: .none, stepForward: .none)
  }

  /// The data shown.
  public var props: Props
  /// What the keys do.
  public var actions: Actions

  public init(props: Props, actions: Actions = .none) {
    self.props = props
    self.actions = actions
  }

  public var body: some View {
    ViewThatFits {
      sideBySide(RadarMap(props: props.map, cellSize: .large))
      sideBySide(RadarMap(props: props.map, cellSize: .compact))
      VStack(alignment: .leading, spacing: 1) {
        RadarMap(props: props.map, cellSize: .compact)
        RadarControls(props: props.controls, actions: actions)
        RadarLegend(props: props.legend, style: .line)
      }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
  }

  /// The map with the controls and the legend table in a column to its right.
  private func sideBySide(_ map: RadarMap) -> some View {
    HStack(alignment: .top, spacing: 2) {
      map
      VStack(alignment: .leading, spacing: 1) {
        RadarControls(props: props.controls, actions: actions)
        RadarLegend(props: props.legend, style: .table)
      }
      .padding(.top, 1)
    }
  }
}
