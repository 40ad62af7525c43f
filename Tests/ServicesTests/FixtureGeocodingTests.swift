import Foundation
import Testing

@testable import Services

@Suite struct FixtureGeocodingTests {
  func names(_ query: String) async throws -> [String] {
    try await GeocodingClient.fixtures.search(query).map(\.name)
  }

  @Test func queryWithoutAccentsFindsSaoPaulo() async throws {
    #expect(try await names("sao") == ["São Paulo"])
  }

  @Test func upperCaseQueryFindsReykjavik() async throws {
    #expect(try await names("REYK") == ["Reykjavík"])
  }

  @Test func kanjiQueryFindsTokyo() async throws {
    #expect(try await names("東") == ["東京"])
  }

  @Test func hangulQueryFindsSeoul() async throws {
    #expect(try await names("서") == ["서울"])
  }

  @Test func blankQueryFindsNothing() async throws {
    #expect(try await names("").isEmpty)
    #expect(try await names("  ").isEmpty)
    #expect(try await names("\n\t").isEmpty)
  }

  @Test func spacesAroundAQueryAreIgnored() async throws {
    #expect(try await names("  osl ") == ["Oslo"])
  }

  @Test func prefixMatchesComeBeforeSubstringMatches() async throws {
    #expect(
      try await names("Sa") == [
        "São Paulo", "Saskatoon", "Sapporo", "San Francisco", "Santiago", "Salvador", "Osaka",
      ])
    #expect(try await names("to") == ["Toronto", "Saskatoon", "Cape Town", "Wellington"])
  }

  @Test func atMostTenPlacesAreFound() async throws {
    let found = try await names("o")
    #expect(found.count == 10)
    #expect(found.prefix(3) == ["Oslo", "Ottawa", "Osaka"])
  }

  @Test func accentedNamesMatchPlainQueries() async throws {
    #expect(try await names("montreal") == ["Montréal"])
    #expect(try await names("llanfairpwll").count == 1)
  }

  @Test func unknownPlaceFindsNothing() async throws {
    #expect(try await names("Atlantis").isEmpty)
  }

  @Test func searchablePlacesIncludeEveryBuiltInPlaceFirst() {
    let searchable = Location.fixtures.searchable
    #expect(Array(searchable.prefix(Location.fixtures.all.count)) == Location.fixtures.all)
    #expect(searchable.count >= Location.fixtures.all.count + 12)
    #expect(Set(searchable.map(\.id)).count == searchable.count)
  }

  @Test func searchablePlacesHaveKnownTimeZonesAndValidCoordinates() {
    for location in Location.fixtures.searchable {
      #expect(TimeZone(identifier: location.timeZoneID) != nil, "\(location.name)")
      #expect((-90...90).contains(location.latitude) && (-180...180).contains(location.longitude))
      #expect(!location.country.isEmpty)
    }
  }
}
