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

  /// The built-in accounts' names, the one a first launch opens with marked.
  static let accountNames = AppConfiguration.builtInSettings.accounts.map { account in
    let isActive = account.id == AppConfiguration.builtInSettings.activeAccountID
    return isActive ? "\(account.displayName) (default)" : account.displayName
  }

  /// What the data source does without `--state`: what help says and what is used.
  static let standardState = DataState.loaded

  /// `--location`, `--account`, `--units`, `--state`, `--at`, `--source` and
  /// `--ascii`, declared once for `render`, `script` and `run`; the size options are
  /// ``SizeOption/Group``, which `run` does not take (its size is the terminal's).
  struct Group: OptionGroup {
    var location = Option<String>(
      "--location", "NAME", help: "the place to show (default: the account's home)")
    var account = Option<String>(
      "--account", "NAME",
      help: "the account to use: \(Choice.phrase(AppOptions.accountNames))")
    var units = Option<Preferences.Units>.choice("--units", "UNITS", noun: "units") {
      "\($0) (default: the account's)"
    }
    var state = Option<DataState>.choice(
      "--state", "STATE", noun: "states", default: AppOptions.standardState
    ) {
      "what the data source does: \($0)"
    }
    /// `--at`, whose default is the fixtures' time except in `run`.
    var at = Group.at(default: FixtureTime.reference.formatted(.iso8601))
    var source = Option<DataSource>(
      "--source", "SOURCE",
      help:
        "fixtures (default), open-meteo (the public service), file:DIR with Open-Meteo replies, or http:URL, one base serving /v1/forecast, /v1/search and each feed's path"
    ) { value throws(CommandFailure) in try OptionValue.source(value) }
    var ascii = Flag(
      "--ascii", help: "draw with ASCII only, for terminals without emoji or box drawing")

    /// `--at`, saying what the clock is when it is not given.
    static func at(default clock: String) -> Option<Date> {
      Option(
        "--at", "ISO8601",
        help: "the clock's time, e.g. 2026-11-22T15:00:00-05:00 (default \(clock))"
      ) { value throws(CommandFailure) in try OptionValue.date(value, for: "--at") }
    }
  }

  /// Reads the options from `arguments`, checking each value.
  ///
  /// - Parameter size: the size options' value, for the commands that take them.
  init(
    _ arguments: ParsedArguments<Group>, size: SizeOption = .fixed(SizeOption.standard)
  ) throws(CommandFailure) {
    self.size = size
    locationName = try arguments[\.location]
    accountName = try arguments[\.account]
    units = try arguments[\.units]
    dataState = try arguments[\.state] ?? Self.standardState
    time = try arguments[\.at]
    source = try arguments[\.source] ?? .fixtures
    isASCII = arguments[\.ascii]
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
    drawing: RuntimeDrawing = .retained, settings: CommandSettings, for spec: CommandSpec
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
        settling: settling, drawing: drawing)
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
