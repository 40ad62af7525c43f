import Foundation
import StubServerSupport
import TestSupport
import Testing

@testable import Services

/// The HTTP clients against the stub server when it answers as Open-Meteo does: the
/// requests they send and what they make of the replies.
@Suite struct HTTPClientTests {
  private let toronto = Location.fixtures.toronto
  private let examples = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Examples/open-meteo")

  private func example(_ name: String) throws -> Data {
    try Data(contentsOf: examples.appending(path: "\(name)/toronto.json"))
  }

  private func server(_ stub: StubServer, behaviour: String = "ok") -> OpenMeteoServer {
    OpenMeteoServer(
      baseURL: stub.baseURL(behaviour: behaviour), timeout: .seconds(HangGuard.seconds))
  }

  // MARK: - Replies

  @Test func forecastIsTheServedReplyDecoded() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let weather = try await WeatherClient.http(server(stub), apiKey: nil).forecast(toronto)
    let expected = try OpenMeteo.weather(
      fromForecast: example("forecast"), for: toronto, source: "forecast/toronto.json")
    #expect(weather == expected)
    #expect(!weather.hourly.isEmpty)
    #expect(!weather.daily.isEmpty)
  }

  @Test func searchIsTheServedReplyDecoded() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let places = try await GeocodingClient.http(server(stub), apiKey: nil).search("Toronto")
    let expected = try OpenMeteo.locations(
      fromSearch: example("geocoding"), source: "geocoding/toronto.json")
    #expect(places == expected)
    #expect(places.first?.name == "Toronto")
    #expect(places.first?.country == "Canada")
  }

  @Test func radarIsTheServedReplyDecoded() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let radar = try await RadarClient.http(server(stub), apiKey: nil).radar(toronto)
    let expected = try OpenMeteo.radar(
      fromForecasts: example("radar"), grid: .standard, source: "radar/toronto.json")
    #expect(radar == expected)
    #expect(!radar.frames.isEmpty)
    #expect(radar.frames.first?.rows == RadarGrid.standard.rows)
    #expect(radar.frames.first?.columns == RadarGrid.standard.columns)
  }

  // MARK: - Requests

  @Test func forecastSendsTheOpenMeteoQueryAndTheAccountsKey() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    _ = try await WeatherClient.http(server(stub), apiKey: APIKey("SECRET-KEY-123"))
      .forecast(toronto)
    let requests = try await stub.requests()
    #expect(requests.map(\.path) == ["/ok/v1/forecast"])
    let expected =
      OpenMeteo.forecastQuery(for: toronto) + [
        URLQueryItem(name: "apikey", value: "SECRET-KEY-123")
      ]
    #expect(requests.first?.queryItems == expected)
  }

  @Test func radarAsksForEveryGridPointInOneForecastRequest() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    _ = try await RadarClient.http(server(stub), apiKey: nil).radar(toronto)
    let requests = try await stub.requests()
    #expect(requests.map(\.path) == ["/ok/v1/forecast"])
    #expect(requests.first?.queryItems == OpenMeteo.radarQuery(for: toronto, grid: .standard))
    let latitudes = requests.first?.value(of: "latitude")?.split(separator: ",")
    #expect(latitudes?.count == RadarGrid.standard.rows * RadarGrid.standard.columns)
  }

  @Test(arguments: [nil, APIKey("")])
  func noKeyIsSentWhenTheAccountHasNone(apiKey: APIKey?) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    _ = try await WeatherClient.http(server(stub), apiKey: apiKey).forecast(toronto)
    _ = try await GeocodingClient.http(server(stub), apiKey: apiKey).search("Toronto")
    _ = try await RadarClient.http(server(stub), apiKey: apiKey).radar(toronto)
    let requests = try await stub.requests()
    #expect(requests.count == 3)
    for request in requests {
      #expect(request.value(of: "apikey") == nil, "sent with \(request.path)")
    }
  }

  @Test func everyClientSendsTheKeyWhenTheAccountHasOne() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let key = APIKey("SECRET-KEY-123")
    _ = try await WeatherClient.http(server(stub), apiKey: key).forecast(toronto)
    _ = try await GeocodingClient.http(server(stub), apiKey: key).search("Toronto")
    _ = try await RadarClient.http(server(stub), apiKey: key).radar(toronto)
    let requests = try await stub.requests()
    #expect(requests.count == 3)
    for request in requests {
      #expect(request.value(of: "apikey") == "SECRET-KEY-123", "missing from \(request.path)")
    }
  }

  @Test func searchGoesToTheGeocodingBaseURLWhenSet() async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let split = OpenMeteoServer(
      baseURL: stub.baseURL(behaviour: "status500"),
      otherHosts: ["v1/search": stub.baseURL(behaviour: "ok")], timeout: .seconds(HangGuard.seconds)
    )
    let places = try await GeocodingClient.http(split, apiKey: nil).search("Toronto")
    #expect(!places.isEmpty)
    #expect(try await stub.requests().map(\.path) == ["/ok/v1/search"])
  }

  @Test(arguments: ["", "   ", "\n\t"])
  func blankSearchFindsNothingWithoutARequest(query: String) async throws {
    let stub = try await StubServer.start()
    defer { stub.stop() }
    let places = try await GeocodingClient.http(server(stub), apiKey: nil).search(query)
    #expect(places.isEmpty)
    #expect(try await stub.requests().isEmpty)
  }
}
