import Application
import Services
import ServicesTestSupport
import Testing
import TextUI

/// A long paste into the location picker costs the same for every character: the
/// query stops growing at ``PickerState/maximumQueryLength``, so neither the search nor
/// the sheet has more to do for the 10,000th character than for the 101st.
@MainActor
@Suite struct PickerPasteTests {
  @Test func aLongPasteSearchesOncePerKeptCharacterAndRedrawsNothingPastTheLimit() async throws {
    let searches = LockedValue(0)
    let configuration = AppConfiguration(makeClients: { _, clock in
      var clients = DataSource.fixtures.clients(apiKey: nil, clock: clock)
      let fixtures = clients.geocoding
      clients.geocoding = GeocodingClient { query in
        searches.withLock { $0 += 1 }
        return try await fixtures.search(query)
      }
      return clients
    })
    let runtime = try AppRuntime(configuration: configuration)
    await runtime.start()
    try await runtime.send(.key("l"))
    let limit = PickerState.maximumQueryLength
    let kept = String(repeating: "a", count: limit)

    try await runtime.send(.type(kept))
    #expect(searches.withLock { $0 } == limit, "one search per character kept")
    #expect(runtime.graph.picker.query == kept)

    try await runtime.send(.type(String(repeating: "b", count: 10_000)))
    #expect(searches.withLock { $0 } == limit, "no search for a character past the limit")
    #expect(runtime.passCount == 1, "no pass for a character that changes nothing, one at the end")
    #expect(runtime.statistics.bodiesEvaluated == 0, "and none of them evaluated a body")
    #expect(runtime.statistics.cellsDrawn == 0, "or drew a cell")
    #expect(runtime.graph.picker.query == kept)
    #expect(runtime.frame.rows.contains { $0.contains("Search stops at 100 characters.") })
  }

  /// `stratus run` sends what one read of the terminal brings as one batch: the picker
  /// opens (drawn, so the next keys find its text field), then the whole paste goes to the
  /// field, and one last pass draws it.
  @Test func keysThatArriveTogetherDrawAPasteOnce() async throws {
    let runtime = try AppRuntime(configuration: AppConfiguration())
    await runtime.start()
    let paste = String(repeating: "x", count: 10_000) + "Osl"
    await runtime.send(keys: [Key("l")] + paste.map { Key(.character($0)) })
    #expect(runtime.passCount == 3, "the picker, its key hints, then the paste")
    #expect(runtime.graph.picker.query == String(repeating: "x", count: 100))
    #expect(runtime.frame.rows.contains { $0.contains("Search stops at 100 characters.") })
  }

  @Test func aBatchRendersBeforeAKeyThatIsNotTyping() async throws {
    let runtime = try AppRuntime(configuration: AppConfiguration())
    await runtime.start()
    await runtime.send(keys: [Key("l")] + "Osl".map { Key(.character($0)) } + [.enter])
    #expect(runtime.graph.location.active == Location.fixtures.oslo, "Enter chose the result")
    #expect(runtime.graph.currentRouter.sheet == nil)
    await runtime.send(keys: [Key("2"), Key("q"), Key("3")])
    #expect(runtime.isFinished)
    #expect(runtime.graph.app.tab == .week, "nothing after q")
  }
}
