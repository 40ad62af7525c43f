import Application
import Foundation
import TestSupport
import Testing
import TextUI

@testable import Services

/// Extreme values in every numeric field of the three Open-Meteo formats: each reply
/// either decodes to values every screen draws (metric and imperial by turns), or is
/// refused as malformed naming the field's JSON path. Nothing traps (a trap would stop
/// the test run).
///
/// The fields are every number in the recorded examples (`Examples/open-meteo`), those
/// Stratus reads and those it ignores. For each field, a seeded choice of values replaces
/// one of its numbers at a time. The seed is printed; set `STRATUS_FUZZ_SEED` to run
/// another, and quote it to replay a failure.
@MainActor
@Suite struct NumericFuzzTests {
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["STRATUS_FUZZ_SEED"].flatMap { UInt64($0) }
    ?? 0x5EED_0020

  /// How many values each field is tried with.
  static let valuesPerField = 6

  /// JSON texts to put where a number was: beyond any range, at the edges of `Double`
  /// and `Int`, past what `Double` holds, zeros and signs, the edges of the plausible
  /// ranges, and values that are not numbers at all.
  static let values = [
    "1e20", "-1e20", "1e308", "-1e308", "1.7976931348623157e308", "-1.7976931348623157e308",
    "1e400", "-1e400", "1e-400", "5e-324", "-5e-324", "0", "-0", "-0.0",
    "123456789012345678901234567890", "9223372036854775807", "9223372036854775808",
    "-9223372036854775809", "18446744073709551616",
    "-150", "100", "0.5", "-1", "90", "-90", "180", "-180", "360", "500", "800", "1200",
    "64800", "-64800", "500000", "6e9", "-6e9",
    #""NaN""#, #""Infinity""#, #""-inf""#, #""1e20""#, #""""#, "null", "true", "[]", "{}",
  ]

  private static let toronto = Location.fixtures.toronto

  @Test func forecastFields() async throws {
    let good = try Self.example("forecast/toronto.json")
    let radar = try OpenMeteo.radar(
      fromForecasts: try Self.example("radar/toronto.json"), grid: .standard, source: "radar")
    var drawn: [Weather] = []
    try await fuzz(good, name: "forecast") { data in
      _ = try OpenMeteo.position(ofReply: data, source: "fuzz")
      let weather = try OpenMeteo.weather(fromForecast: data, for: Self.toronto, source: "fuzz")
      guard !drawn.contains(weather) else { return }
      drawn.append(weather)
      try await Self.drawEveryScreen(
        weather: { weather }, radar: radar, units: Self.units(forDrawing: drawn.count))
    }
  }

  @Test func radarFields() async throws {
    let good = try Self.example("radar/toronto.json")
    var drawn: [Radar] = []
    try await fuzz(good, name: "radar") { data in
      _ = try OpenMeteo.centre(ofRadar: data, source: "fuzz")
      let radar = try OpenMeteo.radar(fromForecasts: data, grid: .standard, source: "fuzz")
      guard !drawn.contains(radar) else { return }
      drawn.append(radar)
      try await Self.drawEveryScreen(
        weather: nil, radar: radar, units: Self.units(forDrawing: drawn.count))
    }
  }

  @Test func geocodingFields() async throws {
    let good = try Self.example("geocoding/toronto.json")
    var drawn: [[Location]] = []
    try await fuzz(good, name: "geocoding") { data in
      let places = try OpenMeteo.locations(fromSearch: data, source: "fuzz")
      guard !drawn.contains(places) else { return }
      drawn.append(places)
      try await Self.drawSearch(places)
    }
  }

  /// A place can come from elsewhere than a checked reply (a settings file, a test), so
  /// the fixtures draw every screen whatever its coordinates, and a time zone Foundation
  /// does not know.
  @Test(arguments: [1e20, -1e20, 1e308, 91, -200, .nan, .infinity])
  func placeAtAnyCoordinatesDrawsEveryScreen(_ degrees: Double) async throws {
    let place = Location(
      name: "Anywhere", country: "Nowhere", latitude: degrees, longitude: degrees,
      timeZoneID: "Nowhere/Anywhere")
    for screen in Screen.allCases {
      let frame = try await screen.render(AppConfiguration(location: place))
      #expect(frame.size == Size(width: 80, height: 24))
    }
  }

  // MARK: - The fuzzing

  /// Replaces one number of `good` at a time and runs `decodeAndDraw` on the result.
  ///
  /// `decodeAndDraw` throws only what decoding throws: a ``ClientError`` must then be
  /// `malformed` and name the path of the number replaced.
  private func fuzz(
    _ good: Data, name: String, _ decodeAndDraw: (Data) async throws -> Void
  ) async throws {
    print("NumericFuzzTests.\(name) seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let fields = try NumericFields(good)
    #expect(fields.fields.count >= 7, "the example has fields to replace")
    try await decodeAndDraw(try fields.replacing(fields.paths[0], with: "0"))
    var (accepted, refused) = (0, 0)
    defer {
      // Both outcomes must occur, or the values chosen test only one side.
      #expect(accepted > 0 && refused > 0, "\(name): \(accepted) accepted, \(refused) refused")
    }
    for field in fields.fields {
      for value in Self.values.shuffled(using: &generator).prefix(Self.valuesPerField) {
        let path = field.paths.randomElement(using: &generator)!
        let location = NumericFields.text(path)
        let context = "seed \(Self.seed): \(name) \(location) = \(value)"
        do {
          try await decodeAndDraw(try fields.replacing(path, with: value))
          accepted += 1
        } catch let error as ClientError {
          refused += 1
          guard case .malformed(let source, let reason) = error else {
            Issue.record("\(context): expected malformed, got \(error)")
            continue
          }
          #expect(source == "fuzz", "\(context)")
          #expect(reason.contains(location), "\(context): the reason names no path: \(reason)")
        }
      }
    }
  }

  // MARK: - Drawing

  /// Metric and imperial by turns: the `n`th value drawn uses one, the next the other,
  /// so both units' conversions see the values at half the cost of drawing each twice.
  private static func units(forDrawing n: Int) -> Preferences.Units {
    n.isMultiple(of: 2) ? .metric : .imperial
  }

  /// Draws every screen from `weather` (the built-in fixtures when `nil`) and `radar`,
  /// and checks the weather was drawn rather than a loading screen.
  private static func drawEveryScreen(
    weather: (@Sendable () -> Weather)?, radar: Radar, units: Preferences.Units
  ) async throws {
    var clients = DataSource.fixtures.clients(
      apiKey: nil, clock: ManualClock(now: FixtureTime.reference).clock)
    if let weather { clients.weather = WeatherClient { _ in weather() } }
    clients.radar = RadarClient { _ in radar }
    let configuration = AppConfiguration(units: units, makeClients: { [clients] _, _ in clients })
    for screen in Screen.allCases {
      let frame = try await screen.render(configuration)
      #expect(frame.size == Size(width: 80, height: 24))
      #expect(!frame.text().contains("Loading"), "\(screen) \(units)")
    }
  }

  /// Opens the place picker, searches, and opens the first place found on every screen.
  private static func drawSearch(_ places: [Location]) async throws {
    var clients = DataSource.fixtures.clients(
      apiKey: nil, clock: ManualClock(now: FixtureTime.reference).clock)
    clients.geocoding = GeocodingClient { _ in places }
    let runtime = try AppRuntime(
      configuration: AppConfiguration(makeClients: { [clients] _, _ in clients }))
    await runtime.start()
    try await runtime.send(.key("l"))
    try await runtime.send(.type("Tor"))
    #expect(runtime.frame.size == Size(width: 80, height: 24))
    runtime.stop()
    guard let first = places.first else { return }
    for screen in Screen.allCases {
      let frame = try await screen.render(
        AppConfiguration(location: first, makeClients: { [clients] _, _ in clients }))
      #expect(frame.size == Size(width: 80, height: 24))
    }
  }

  private static func example(_ path: String) throws -> Data {
    try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/open-meteo/\(path)"))
  }
}
