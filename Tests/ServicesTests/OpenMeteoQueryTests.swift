import Foundation
import Testing

@testable import Services

@Suite struct OpenMeteoQueryTests {
  @Test func forecastQueryAsksForEverythingTheScreensShow() {
    let items = Self.dictionary(OpenMeteo.forecastQuery(for: Location.fixtures.toronto))
    #expect(
      items == [
        "latitude": "43.6532",
        "longitude": "-79.3832",
        "current": "temperature_2m,relative_humidity_2m,dew_point_2m,weather_code,pressure_msl,"
          + "wind_speed_10m,wind_direction_10m,wind_gusts_10m,visibility",
        "hourly": "temperature_2m,weather_code,precipitation_probability,pressure_msl,"
          + "wind_speed_10m,wind_direction_10m,wind_gusts_10m",
        "daily": "weather_code,temperature_2m_max,temperature_2m_min,sunrise,sunset,"
          + "precipitation_probability_max,wind_speed_10m_max,wind_direction_10m_dominant,"
          + "wind_gusts_10m_max",
        "timezone": "America/Toronto",
        "forecast_days": "7",
        "past_hours": "6",
        "forecast_hours": "168",
        "wind_speed_unit": "kmh",
        "temperature_unit": "celsius",
        "timeformat": "unixtime",
      ])
  }

  @Test func pastHoursCoverThePressureTendency() {
    #expect(OpenMeteo.pastHours >= PressureTendency.hours)
  }

  @Test func searchQueryAsksForTenPlacesInEnglish() {
    #expect(
      OpenMeteo.searchQuery(for: "  Toronto ")
        == [
          URLQueryItem(name: "name", value: "Toronto"), URLQueryItem(name: "count", value: "10"),
          URLQueryItem(name: "language", value: "en"), URLQueryItem(name: "format", value: "json"),
        ])
  }

  @Test func radarQueryListsEveryGridPointInOrder() throws {
    let items = Self.dictionary(
      OpenMeteo.radarQuery(for: Location.fixtures.toronto, grid: .standard))
    let latitudes = try #require(items["latitude"]).split(separator: ",")
    let longitudes = try #require(items["longitude"]).split(separator: ",")
    #expect(latitudes.count == 135)
    #expect(longitudes.count == 135)
    // North-west corner first, the location in the middle, south-east corner last.
    #expect(latitudes.first == "44.6532")
    #expect(longitudes.first == "-81.1332")
    #expect(latitudes[67] == "43.6532")
    #expect(longitudes[67] == "-79.3832")
    #expect(latitudes.last == "42.6532")
    #expect(longitudes.last == "-77.6332")
    #expect(items["minutely_15"] == "precipitation")
    #expect(items["past_minutely_15"] == "4")
    #expect(items["forecast_minutely_15"] == "4")
    #expect(items["precipitation_unit"] == "mm")
    #expect(items["timeformat"] == "unixtime")
  }

  @Test func coordinatesAreRoundedToFourDecimals() {
    #expect(OpenMeteo.coordinate(43.653_24) == "43.6532")
    #expect(OpenMeteo.coordinate(-79.383_18) == "-79.3832")
    #expect(OpenMeteo.coordinate(10.75) == "10.75")
    #expect(OpenMeteo.coordinate(0.000_01) == "0")
    #expect(OpenMeteo.coordinate(-0.000_01) == "0")
    #expect(OpenMeteo.coordinate(-0.0001) == "-0.0001")
    #expect(OpenMeteo.coordinate(180) == "180")
  }

  private static func dictionary(_ items: [URLQueryItem]) -> [String: String] {
    Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
  }
}
