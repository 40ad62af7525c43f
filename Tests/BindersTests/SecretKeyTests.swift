import Foundation
import Services
import ServicesTestSupport
import Testing

@testable import Binders

/// The account's API key goes to the server and nowhere else: not into a model's text,
/// an error, a service's state, or a log line, along the whole path of an account
/// switch that ends in a failed request.
@MainActor
@Suite struct SecretKeyTests {
  static let secret = "work-secret"

  @Test func theKeyNeverReachesStateErrorsOrLogs() async throws {
    let harness = BinderHarness()
    // Port 9 (discard) on the loopback interface: nothing listens, the request fails
    // at once with "connection refused", and the failure goes through every layer.
    let server = OpenMeteoServer(
      baseURL: try #require(URL(string: "http://127.0.0.1:9")), timeout: .seconds(5))
    let binder = AccountToClients(
      accounts: harness.accounts, location: harness.location, preferences: harness.preferences,
      feeds: harness.feeds,
      makeClients: { [log = harness.log, clock = harness.clock] account in
        DataSource.http(server).clients(apiKey: account.apiKey, clock: clock.clock, log: log.log)
      })
    binder.start()
    defer { binder.stop() }

    try harness.accounts.switchAccount(to: "work")
    #expect(harness.accounts.activeAccount.apiKey?.revealed == Self.secret)
    await binder.settled()
    harness.location.search(for: "Oslo")
    await harness.weather.settled()
    await harness.radar.settled()
    await harness.location.settled()
    #expect(harness.weather.state.error != nil)
    #expect(harness.log.lines.contains { $0.contains("apikey=<redacted>") })

    var texts: [String] = harness.log.lines
    for value in [
      harness.weather.state as Any, harness.radar.state, harness.location.search,
      harness.accounts.accounts, harness.accounts.activeAccount, DataSource.http(server),
    ] {
      texts.append(String(describing: value))
      texts.append(String(reflecting: value))
      var dumped = ""
      dump(value, to: &dumped)
      texts.append(dumped)
    }
    if let error = harness.weather.state.error {
      texts.append(error.localizedDescription)
    }
    let leaks = texts.filter { $0.contains(Self.secret) }
    #expect(leaks.isEmpty, "the key appears in: \(leaks.map { String($0.prefix(200)) })")
  }
}
