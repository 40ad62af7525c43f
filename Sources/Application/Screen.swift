import Presentation
import Services
import TextUI

/// The screens `stratus render` can print: each tab of the app, drawn by the real app
/// from a configuration.
public enum Screen: String, CaseIterable, Sendable {
  case now, week, radar, settings

  /// The tab that shows the screen.
  public var tab: AppTab {
    switch self {
    case .now: .now
    case .week: .week
    case .radar: .radar
    case .settings: .settings
    }
  }

  /// Launches the app from `configuration`, waits for its data, switches to this
  /// screen's tab and returns the frame.
  ///
  /// The frame always has exactly the configured size; see ``Renderer``.
  ///
  /// - Throws: ``AppError`` when the configuration names an unknown account.
  @MainActor
  public func render(_ configuration: AppConfiguration) async throws(AppError) -> Frame {
    let runtime = try AppRuntime(configuration: configuration)
    await runtime.start()
    if tab != .now { try await runtime.send(.key(tab.key)) }
    runtime.stop()
    return runtime.frame
  }
}
