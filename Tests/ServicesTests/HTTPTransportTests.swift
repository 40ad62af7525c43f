import Foundation
import Testing

@testable import Services

/// The URLs ``HTTPTransport`` builds, checked without sending them.
@Suite struct HTTPTransportTests {
  private let query = [URLQueryItem(name: "latitude", value: "43.6532")]

  private func transport(
    _ base: String, geocoding: String? = nil, apiKey: APIKey? = nil
  ) -> HTTPTransport {
    let server = OpenMeteoServer(
      baseURL: URL(string: base)!,
      otherHosts: geocoding.map { ["v1/search": URL(string: $0)!] } ?? [:])
    return HTTPTransport(server: server, apiKey: apiKey, log: .discarding)
  }

  @Test func endpointFollowsTheBaseURLsPath() {
    #expect(
      transport("http://127.0.0.1:8080").url(for: .forecast, query: query).absoluteString
        == "http://127.0.0.1:8080/v1/forecast?latitude=43.6532")
    #expect(
      transport("http://127.0.0.1:8080/slow").url(for: .forecast, query: query).absoluteString
        == "http://127.0.0.1:8080/slow/v1/forecast?latitude=43.6532")
    #expect(
      transport("http://127.0.0.1:8080/slow/").url(for: .search, query: []).absoluteString
        == "http://127.0.0.1:8080/slow/v1/search")
  }

  @Test func searchUsesTheGeocodingBaseURLAndForecastDoesNot() {
    let split = transport("https://api.example", geocoding: "https://geo.example")
    #expect(split.url(for: .search, query: []).host() == "geo.example")
    #expect(split.url(for: .forecast, query: []).host() == "api.example")
  }

  @Test func keyIsTheLastQueryItemAndAPlusSurvivesEncoding() {
    let url = transport("http://127.0.0.1:8080", apiKey: APIKey("a+b c"))
      .url(for: .forecast, query: query)
    #expect(url.query() == "latitude=43.6532&apikey=a%2Bb%20c")
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
    #expect(items?.last == URLQueryItem(name: "apikey", value: "a+b c"))
  }

  @Test func urlSessionTimersRoundUpToWholeSecondsSoTheyNeverFireFirst() {
    func rounded(_ timeout: Duration) -> Double {
      OpenMeteoServer(baseURL: URL(string: "http://127.0.0.1")!, timeout: timeout)
        .urlSessionTimeout
    }
    #expect(rounded(.milliseconds(500)) == 1)
    #expect(rounded(.milliseconds(2500)) == 3)
    #expect(rounded(.seconds(10)) == 10)
  }
}
