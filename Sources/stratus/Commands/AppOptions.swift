import Application
import Foundation
import Presentation
import Services
import TextUI

/// The options that say which app to run: the size, place, account, units, data state,
/// clock, data source and glyphs. `render`, `script` and `run` share them, so the same
/// words mean the same thing everywhere.
struct AppOptions: Sendable {
  var size: SizeOption
  var locationName: String?
  var accountName: String?
  var units: Preferences.Units?
  var dataState: DataState
  var time: Date?
  var source: DataSource
  var isASCII: Bool

  /// The options, for a command's spec; `sizeOptions` is false for `run`, whose size is
  /// always the terminal's.
  static func specs(sizeOptions: Bool = true, clock: String = "2026-11-22T20:00:00Z")
    -> [OptionSpec]
  {
    let size: [OptionSpec] = [
      .value("--width", "N", "columns, 1-10000 (default 80)"),
      .value("--height", "N", "rows, 1-10000 (default 24)"),
      .value("--size", "WxH|auto", "both at once: 100x30, or auto for the terminal's size"),
    ]
    return (sizeOptions ? size : []) + [
      .value("--location", "NAME", "the place to show (default: the account's home)"),
      .value("--account", "NAME", "the account to use: Personal (default) or Work"),
      .value("--units", "UNITS", "metric or imperial (default: the account's)"),
      .value(
        "--state", "STATE",
        "what the data source does: loaded (default), loading, failed or empty"),
      .value(
        "--at", "ISO8601",
        "the clock's time, e.g. 2026-11-22T15:00:00-05:00 (default \(clock))"),
      .value(
        "--source", "SOURCE",
        "fixtures (default), file:DIR with Open-Meteo replies, or http:URL, one base serving /v1/forecast and /v1/search"
      ),
      .flag("--ascii", "draw with ASCII only, for terminals without emoji or box drawing"),
    ]
  }

  /// Reads the options from `arguments`, checking each value.
  init(_ arguments: ParsedArguments) throws(CommandFailure) {
    size = try SizeOption(arguments)
    locationName = arguments.value("--location")
    accountName = arguments.value("--account")
    units = try arguments.value("--units").map { value throws(CommandFailure) in
      try OptionValue.choice(value, of: Preferences.Units.allCases, for: "--units", named: "units")
    }
    dataState =
      try arguments.value("--state").map { value throws(CommandFailure) in
        try OptionValue.choice(value, of: DataState.allCases, for: "--state", named: "states")
      } ?? .loaded
    time = try arguments.value("--at").map { value throws(CommandFailure) in
      try OptionValue.date(value, for: "--at")
    }
    source =
      try arguments.value("--source").map { value throws(CommandFailure) in
        try OptionValue.source(value)
      } ?? .fixtures
    isASCII = arguments.flag("--ascii")
  }

  /// The app, built from these options and the saved settings, with `--location`
  /// looked up; nothing runs until it is started.
  ///
  /// A place is looked up once the app is built, through the same clients the app
  /// uses (``AppConfiguration/sourceClients(for:clock:)``) for the account it opened
  /// with, so the lookup sends that account's API key just as the location picker does.
  ///
  /// - Parameters:
  ///   - clock: the clock to use when `--at` is not given; `--at` always gives a manual
  ///     clock that stands at that time.
  ///   - size: the screen size, instead of the size options (`run` uses the terminal's).
  ///   - settings: the saved settings, and whether the command may change them.
  ///   - spec: the command, for the messages about the settings.
  @MainActor
  func runtime(
    clock: AppClock? = nil, size: Size? = nil, tracing: Bool = false,
    memoization: Renderer.Memoization = .enabled, settling: SettlePolicy = .replies,
    settings: CommandSettings, for spec: CommandSpec
  ) async throws(CommandFailure) -> AppRuntime {
    let appClock =
      time.map { AppClock.manual(ManualClock(now: $0)) }
      ?? clock ?? .manual(ManualClock(now: FixtureTime.reference))
    let screenSize: Size
    if let size { screenSize = size } else { screenSize = try self.size.resolved() }
    let configuration = AppConfiguration(
      source: source, dataState: dataState, store: settings.store, accountName: accountName,
      units: units, clock: appClock, size: screenSize, glyphs: isASCII ? .ascii : .unicode)
    let runtime: AppRuntime
    do {
      runtime = try AppRuntime(
        configuration: configuration, tracing: tracing, memoization: memoization,
        settling: settling)
    } catch {
      throw CommandFailure(error)
    }
    let graph = runtime.graph
    settings.reportLoading(graph, for: spec)
    if let locationName {
      let clients = configuration.sourceClients(
        for: graph.accounts.activeAccount, clock: graph.clock)
      let place = try await PlaceLookup(source: source, geocoding: clients.geocoding)
        .location(named: locationName)
      graph.location.select(place)
    }
    settings.startSaving()
    return runtime
  }
}
