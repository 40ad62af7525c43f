import Foundation
import Presentation
import Services
import TextUI

extension MarineContainer {
  /// The Marine screen's props for the marine service's state: the pure half of the
  /// container.
  ///
  /// - Idle, or loading with nothing to show yet: "Loading the waves for …" with the
  ///   name of `active`.
  /// - Failed with nothing to show: the failure message.
  /// - A reading: the place it is for and its height to a tenth of a metre, or
  ///   "No reading".
  ///
  /// - Parameters:
  ///   - state: the marine service's state.
  ///   - active: the place on screen, named while nothing has arrived.
  ///   - glyphs: the glyph table to draw with.
  /// - Returns: the props of ``MarineView``.
  public static func props(state: FetchState<Waves>, active: Location, glyphs: Glyphs)
    -> MarineView.Props
  {
    guard let fetched = state.latest else {
      let message = state.placeholder(
        loading: CentredMessage.Props(
          lines: ["Loading the waves for \(active.name)\(glyphs.ellipsis)"]))
      return MarineView.Props(content: .message(message))
    }
    let height = fetched.value.height.map { String(format: "%.1f m", $0) } ?? "No reading"
    return MarineView.Props(
      content: .loaded(
        WavesPanel.Props(title: "Waves at \(fetched.location.name)", height: height)))
  }
}
