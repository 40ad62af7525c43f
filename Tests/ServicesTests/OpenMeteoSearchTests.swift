import Foundation
import Testing

@testable import Services

@Suite struct OpenMeteoSearchTests {
  @Test func torontoExampleDecodesEveryPlace() throws {
    let places = try OpenMeteo.locations(
      fromSearch: try ExampleFolder.data("geocoding/toronto.json"), source: "toronto.json")
    #expect(places.count == 6)
    #expect(
      places.first
        == Location(
          name: "Toronto", region: "Ontario", country: "Canada", latitude: 43.706_43,
          longitude: -79.398_64, timeZoneID: "America/Toronto"))
    #expect(places.map(\.country).contains("Australia"))
  }

  @Test func searchWithoutResultsIsEmpty() throws {
    let data = Data(#"{"generationtime_ms": 0.4}"#.utf8)
    #expect(try OpenMeteo.locations(fromSearch: data, source: "test") == [])
    #expect(try OpenMeteo.locations(fromSearch: Data(#"{"results": []}"#.utf8), source: "t") == [])
  }

  @Test func resultWithoutATimeZoneIsLeftOut() throws {
    let data = Data(
      #"""
      {"results": [
        {"id": 1, "name": "Nowhere", "latitude": 1.0, "longitude": 2.0, "country_code": "XX"},
        {"id": 2, "name": "Somewhere", "latitude": 3.0, "longitude": 4.0, "timezone": "UTC",
         "country_code": "XY"}
      ]}
      """#.utf8)
    let places = try OpenMeteo.locations(fromSearch: data, source: "test")
    #expect(places.map(\.name) == ["Somewhere"])
    // Without `country`, the country code stands in; without `admin1`, there is no region.
    #expect(places.first?.country == "XY")
    #expect(places.first?.region == nil)
  }

  @Test func malformedResultIsNamedByItsPath() {
    let data = Data(
      (#"{"results": [{"name": "A", "latitude": 1, "longitude": 2, "timezone": "UTC"},"#
        + #"{"name": "B", "latitude": "north", "longitude": 2, "timezone": "UTC"}]}"#).utf8)
    #expect(
      throws: ClientError.malformed(source: "s", reason: "results[1].latitude: expected a number")
    ) {
      try OpenMeteo.locations(fromSearch: data, source: "s")
    }
    #expect(throws: ClientError.malformed(source: "s", reason: "missing 'results[0].name'")) {
      try OpenMeteo.locations(fromSearch: Data(#"{"results": [{}]}"#.utf8), source: "s")
    }
  }

  @Test func notJSONIsReported() {
    #expect(throws: ClientError.self) {
      try OpenMeteo.locations(fromSearch: Data("<html>".utf8), source: "s")
    }
  }
}
