import Presentation
import Services
import TextUI

/// The screens `stratus render` can print: each tab of the app, the day detail and two
/// sheets, drawn by the real app from a configuration.
///
/// A screen is reached the way a person reaches it, by keys from the launch screen
/// (``keys``), so what `render` prints is exactly what the app shows after those keys.
public enum Screen: String, CaseIterable, Sendable {
  case now, week, day, radar, sky, settings, picker, alerts

  /// The keys that lead from the launch screen (Now) to this one.
  public var keys: [Key] {
    switch self {
    case .now: []
    case .week: [AppTab.week.key]
    case .day: [AppTab.week.key, .enter]
    case .radar: [AppTab.radar.key]
    case .sky: [AppTab.sky.key]
    case .settings: [AppTab.settings.key]
    case .picker: ["l"]
    case .alerts: ["!"]
    }
  }

  /// Launches the app from `configuration`, waits for its data, presses this screen's
  /// ``keys`` and returns the frame.
  ///
  /// The frame always has exactly the configured size; see ``Renderer``.
  ///
  /// - Throws: ``AppError`` when the configuration names an unknown account.
  @MainActor
  public func render(_ configuration: AppConfiguration) async throws(AppError) -> Frame {
    try await open(AppRuntime(configuration: configuration)).frame
  }

  /// Starts `runtime`, presses this screen's ``keys``, stops it and hands it back: for
  /// callers that also want its traces or the state of its services.
  @MainActor
  public func open(_ runtime: AppRuntime) async throws(AppError) -> AppRuntime {
    await runtime.start()
    for key in keys { try await runtime.send(.key(key)) }
    runtime.stop()
    return runtime
  }
}
