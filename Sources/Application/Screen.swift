import Presentation
import Services
import TextUI

/// The screens `stratus render` can print: each tab of the app, the day detail and two
/// sheets, drawn by the real app from a configuration.
///
/// The tabs come from ``AppTab``: a new tab is a new screen with no change here. A
/// screen is reached the way a person reaches it, by keys from the launch screen
/// (``keys``), so what `render` prints is exactly what the app shows after those keys.
public enum Screen: Hashable, Sendable {
  /// A tab's root screen.
  case tab(AppTab)
  /// The first day of the week, pushed on the Week tab (Enter).
  case day
  /// The location picker sheet (`l`).
  case picker
  /// The alerts sheet (`!`).
  case alerts

  /// The keys that lead from the launch screen (the first tab) to this one.
  public var keys: [Key] {
    switch self {
    case .tab(let tab): tab == .launch ? [] : [tab.key]
    case .day: Screen.tab(.week).keys + [.enter]
    case .picker: [GlobalKey.location.key]
    case .alerts: [GlobalKey.alerts.key]
    }
  }

  /// The feeds of the screen's own data (its tab's, see ``AppTab/feeds(in:)``): the
  /// ones whose failure makes `stratus render` fail.
  @MainActor
  public func feeds(in graph: AppGraph) -> [any LocationFeed] {
    host.feeds(in: graph)
  }

  /// The feeds of the panels drawn on the screen (``AppTab/panels(in:)``): a failure
  /// of one is drawn in its panel and named on standard error.
  @MainActor
  public func panels(in graph: AppGraph) -> [FeedPanel] {
    host.panels(in: graph)
  }

  /// The tab the screen is on, or over (a sheet opens over the launch tab).
  var host: AppTab {
    switch self {
    case .tab(let tab): tab
    case .day: .week
    case .picker, .alerts: .launch
    }
  }

  /// Launches the app from `configuration`, waits for its data, presses this screen's
  /// ``keys`` and returns the frame.
  ///
  /// The frame always has exactly the configured size; see ``Renderer``. Only the last
  /// frame is kept, so every pass is drawn anew (``RuntimeDrawing/firstPasses``).
  ///
  /// - Throws: ``AppError`` when the configuration names an unknown account.
  @MainActor
  public func render(_ configuration: AppConfiguration) async throws(AppError) -> Frame {
    try await open(AppRuntime(configuration: configuration, drawing: .firstPasses)).frame
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

// MARK: - Names and the list

extension Screen: CaseIterable, RawRepresentable {
  /// Every screen, in the order `stratus render --list` prints them: each tab followed by
  /// the screens pushed on it, then the sheets.
  public static var allCases: [Screen] {
    let pushed: [Screen] = [.day]
    let tabs = AppTab.allCases.flatMap { tab in
      [Screen.tab(tab)] + pushed.filter { $0.host == tab }
    }
    return tabs + [.picker, .alerts]
  }

  /// The screen's name on the command line: its tab's name (`now`), or `day`, `picker`,
  /// `alerts`.
  public var rawValue: String {
    switch self {
    case .tab(let tab): tab.rawValue
    case .day: "day"
    case .picker: "picker"
    case .alerts: "alerts"
    }
  }

  /// The screen named `rawValue`, if there is one.
  public init?(rawValue: String) {
    guard let screen = Self.allCases.first(where: { $0.rawValue == rawValue }) else {
      return nil
    }
    self = screen
  }
}
