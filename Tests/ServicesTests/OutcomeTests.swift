import Testing

@testable import Services

/// ``Outcome``: the first result settled is the one the caller gets, whether it was
/// settled before the caller waited or while it waited, and later ones are ignored.
@Suite struct OutcomeTests {
  struct Refused: Error, Equatable {}

  @Test func aResultSettledBeforeTheCallerWaitsIsKept() async throws {
    let outcome = Outcome<Int>()
    #expect(!outcome.isSettled)
    #expect(outcome.settle(.success(1)))
    #expect(!outcome.settle(.success(2)))
    #expect(!outcome.settle(.failure(Refused())))
    #expect(outcome.isSettled)
    #expect(try await outcome.value() == 1)
  }

  @Test func manySettlingAtOnceOneWinsAndTheCallerGetsIt() async throws {
    let outcome = Outcome<Int>()
    let waiter = Task { try await outcome.value() }
    // The caller may begin waiting before or after the first settles: either way it
    // is resumed once, with the one result that won.
    let wins = await withTaskGroup(of: Bool.self) { group in
      for attempt in 0..<20 {
        group.addTask {
          outcome.settle(attempt.isMultiple(of: 2) ? .success(attempt) : .failure(Refused()))
        }
      }
      return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(wins == 1)
    // Whichever won, the waiter gets it: a value, or the error.
    do {
      let value = try await waiter.value
      #expect(value.isMultiple(of: 2))
    } catch {
      #expect(error is Refused)
    }
  }
}
