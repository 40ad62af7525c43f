import Presentation
import TextUI

/// The screens `stratus render` can print.
///
/// Until the real screens exist (the issue "The reference app"), `now` draws the engine's
/// demonstration dashboard from built-in sample data.
public enum Screen: String, CaseIterable, Sendable {
  /// Current conditions.
  case now

  /// Renders the screen from built-in data into a frame of `width x height` cells.
  ///
  /// The frame always has exactly the requested size; see ``Renderer``.
  @MainActor
  public func render(width: Int, height: Int) -> Frame {
    switch self {
    case .now: Renderer().render(DashboardView(props: .toronto), width: width, height: height)
    }
  }
}
