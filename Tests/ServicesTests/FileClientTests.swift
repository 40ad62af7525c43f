import Foundation
import Testing

@testable import Services

@Suite struct FileClientTests {
  private let examples = ExampleFolder.url

  // MARK: - Weather

  @Test func forecastIsTheReplyNearestTheLocation() async throws {
    let client = WeatherClient.file(folder: examples)
    let toronto = try await client.forecast(Location.fixtures.toronto)
    #expect(toronto.current.condition == .overcast)
    #expect(toronto.current.time == FixtureTime.reference)
    let oslo = try await client.forecast(Location.fixtures.oslo)
    #expect(oslo.current.condition == .clear)
    #expect(oslo.daily[0].day == nil)
  }

  @Test func forecastMatchesWithinHalfADegree() async throws {
    var nearby = Location.fixtures.toronto
    nearby.latitude += 0.45
    nearby.longitude -= 0.45
    _ = try await WeatherClient.file(folder: examples).forecast(nearby)

    var farther = Location.fixtures.toronto
    farther.latitude += 0.6
    await #expect(
      throws: ClientError.notFound(
        source: examples.path, what: "forecast for Toronto")
    ) {
      try await WeatherClient.file(folder: examples).forecast(farther)
    }
  }

  @Test func placeWithoutARecordedForecastIsNotFound() async {
    await #expect(
      throws: ClientError.notFound(
        source: examples.path, what: "forecast for 東京")
    ) {
      try await WeatherClient.file(folder: examples).forecast(Location.fixtures.tokyo)
    }
  }

  @Test func missingFolderIsNamed() async throws {
    let missing = URL(fileURLWithPath: "/nonexistent/stratus-recordings")
    await #expect(
      throws: ClientError.io(
        source: missing.path, reason: "no such folder of recorded Open-Meteo replies")
    ) {
      try await WeatherClient.file(folder: missing).forecast(Location.fixtures.toronto)
    }

    let folder = try TemporaryFolder()
    defer { folder.remove() }
    await #expect(
      throws: ClientError.io(
        source: folder.url.appendingPathComponent("radar").path,
        reason: "no such folder (recorded radar replies belong in radar/*.json)")
    ) {
      try await RadarClient.file(folder: folder.url).radar(Location.fixtures.toronto)
    }
  }

  @Test func oversizeFileIsRefusedByName() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let big = try folder.write("forecast/big.json", Data(count: 10_000_001))
    await #expect(throws: ClientError.tooLarge(source: big.path, limitBytes: 10_000_000)) {
      try await WeatherClient.file(folder: folder.url).forecast(Location.fixtures.toronto)
    }
  }

  @Test func malformedFileIsNamedEvenWhenAnotherWouldMatch() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("forecast/toronto.json", try ExampleFolder.data("forecast/toronto.json"))
    let broken = try folder.write("forecast/broken.json", Data(#"{"latitude": 43.6"#.utf8))
    await #expect(throws: ClientError.self) {
      try await WeatherClient.file(folder: folder.url).forecast(Location.fixtures.toronto)
    }
    do {
      _ = try await WeatherClient.file(folder: folder.url).forecast(Location.fixtures.toronto)
    } catch let error as ClientError {
      guard case .malformed(let source, let reason) = error else {
        Issue.record("expected malformed, got \(error)")
        return
      }
      #expect(source == broken.path)
      #expect(reason.hasPrefix("not JSON ("))
    }
  }

  // MARK: - Geocoding

  @Test func searchMatchesFileNamesIgnoringCase() async throws {
    let client = GeocodingClient.file(folder: examples)
    let toronto = try await client.search("toron")
    #expect(toronto.count == 6)
    #expect(toronto.first?.region == "Ontario")
    let oslo = try await client.search("OSLO")
    #expect(oslo.map(\.country) == ["Norway", "United States", "United States"])
    #expect(try await client.search("ronto").count == 6)
    #expect(try await client.search("Reykjavík").isEmpty)
  }

  @Test func blankSearchFindsNothingAndReadsNothing() async throws {
    let missing = GeocodingClient.file(folder: URL(fileURLWithPath: "/nonexistent/folder"))
    #expect(try await missing.search("") == [])
    #expect(try await missing.search("  \n") == [])
  }

  @Test func searchIgnoresDiacriticsAndPutsPrefixMatchesFirst() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("geocoding/toronto.json", try ExampleFolder.data("geocoding/toronto.json"))
    try folder.write("geocoding/ontario.json", Self.search(["Ontario"]))
    try folder.write("geocoding/são paulo.json", Self.search(["São Paulo"]))
    let client = GeocodingClient.file(folder: folder.url)

    let ont = try await client.search("ONT")
    #expect(ont.first?.name == "Ontario")
    #expect(ont.count == 7)
    #expect(try await client.search("sao").map(\.name) == ["São Paulo"])
    #expect(try await client.search("PAULO").map(\.name) == ["São Paulo"])
  }

  @Test func searchRemovesDuplicatesAndReturnsAtMostTen() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("geocoding/toronto.json", try ExampleFolder.data("geocoding/toronto.json"))
    try folder.write(
      "geocoding/toronto-again.json", try ExampleFolder.data("geocoding/toronto.json"))
    #expect(try await GeocodingClient.file(folder: folder.url).search("toronto").count == 6)

    try folder.write(
      "geocoding/springfield.json", Self.search((1...12).map { "Springfield \($0)" }))
    let many = try await GeocodingClient.file(folder: folder.url).search("spring")
    #expect(many.count == 10)
    #expect(many.first?.name == "Springfield 1")
  }

  // MARK: - Radar

  @Test func radarIsTheReplyCentredNearestTheLocation() async throws {
    let client = RadarClient.file(folder: examples)
    let radar = try await client.radar(Location.fixtures.toronto)
    #expect(radar.frames.count == 8)
    #expect(radar.frames.first?.rows == RadarGrid.standard.rows)
    await #expect(
      throws: ClientError.notFound(
        source: examples.path, what: "radar for Oslo")
    ) {
      try await client.radar(Location.fixtures.oslo)
    }
  }

  // MARK: - Helpers

  /// A search reply with one place per name, on the equator a degree apart.
  private static func search(_ names: [String]) -> Data {
    let results: [[String: Any]] = names.enumerated().map { index, name in
      [
        "id": index, "name": name, "latitude": 0.0, "longitude": Double(index),
        "country": "Testland", "timezone": "UTC",
      ]
    }
    return try! JSONSerialization.data(withJSONObject: ["results": results])
  }
}
