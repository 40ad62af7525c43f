import Foundation
import Presentation
import Services
import TextUI

extension MarineScreen {
  /// The Marine screen's props for the marine feed's state.
  ///
  /// - Nothing to show yet: the feed's placeholder, "Loading the waves for …" (the
  ///   feed's name and `active`'s) or the failure.
  /// - A reading: the place it is for and its height to a tenth of a metre, or no
  ///   height where the source has none (the panel then says so).
  ///
  /// - Parameters:
  ///   - state: the marine feed's state.
  ///   - active: the place on screen, named while nothing has arrived.
  ///   - glyphs: the glyph table to draw with.
  /// - Returns: the props of ``MarineView``.
  public static func props(state: FetchState<Waves>, active: Location, glyphs: Glyphs)
    -> MarineView.Props
  {
    guard let fetched = state.latest else {
      return MarineView.Props(
        content: .message(Self.placeholder(state: state, active: active, glyphs: glyphs)))
    }
    let height = fetched.value.height.map { String(format: "%.1f m", $0) }
    return MarineView.Props(
      content: .loaded(
        WavesPanel.Props(title: "Waves at \(fetched.location.name)", height: height)))
  }
}
