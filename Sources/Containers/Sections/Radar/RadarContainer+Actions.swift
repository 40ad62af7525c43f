import Presentation
import Services
import TextUI

extension RadarContainer {
  /// The playback keys' actions: each calls the service when run, so a reused view
  /// acts on the service's current frames (looping is the service's job).
  public static func actions(radar: RadarService) -> RadarView.Actions {
    RadarView.Actions(
      togglePlaying: Action { radar.togglePlaying() },
      stepBack: Action { radar.step(by: -1) },
      stepForward: Action { radar.step(by: 1) })
  }
}
