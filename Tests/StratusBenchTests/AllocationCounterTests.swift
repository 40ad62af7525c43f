import Testing

@testable import stratus_bench

/// The allocation counter sees the Swift runtime's allocations in this test binary too:
/// the C target's `malloc` takes over the process's, not only calls made from C.
@Suite struct AllocationCounterTests {
  @Test func countsOnLinux() {
    #if os(Linux)
      #expect(AllocationCounter.isAvailable)
    #else
      #expect(!AllocationCounter.isAvailable)
      #expect(AllocationCounter.measure {} == nil)
    #endif
  }

  @Test(.enabled(if: AllocationCounter.isAvailable))
  func countsASwiftArrayAndItsRelease() throws {
    var held: [Int] = []
    let allocated = try #require(
      AllocationCounter.measure { held = Array(repeating: 7, count: 1_000) })
    // One buffer of at least 1,000 8-byte elements, through swift_allocObject and malloc.
    #expect(allocated.allocations == 1)
    #expect(allocated.bytes >= 8_000)
    let released = try #require(AllocationCounter.measure { held = [] })
    #expect(released.allocations == 0)
    #expect(released.bytes == -allocated.bytes)
    #expect(held.isEmpty)
  }

  @Test(.enabled(if: AllocationCounter.isAvailable))
  func countsNothingForWorkThatDoesNotAllocate() throws {
    var sum = 0
    let counts = try #require(AllocationCounter.measure { for n in 0..<1_000 { sum &+= n } })
    #expect(counts == AllocationCounter.Counts(allocations: 0, bytes: 0))
    #expect(sum == 499_500)
  }
}
