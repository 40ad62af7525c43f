import Testing

@testable import Services

@Suite struct FixtureSeedTests {
  @Test func fnv1aMatchesThePublishedTestVectors() {
    #expect(FNV1a.hash("") == 0xcbf2_9ce4_8422_2325)
    #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(FNV1a.hash("foobar") == 0x8594_4171_f739_67e8)
  }

  @Test func noiseStaysInRangeAndChangesSmoothly() {
    let noise = SmoothNoise(seed: FNV1a.hash(Location.fixtures.toronto.id))
    var previous = noise.value(.temperature, at: 0)
    for step in 1...2_000 {
      let value = noise.value(.temperature, at: Double(step) / 100)
      #expect((-1...1).contains(value))
      #expect(abs(value - previous) < 0.05)
      previous = value
    }
  }

  @Test func noiseChannelsAndSeedsAreIndependent() {
    let toronto = SmoothNoise(seed: FNV1a.hash(Location.fixtures.toronto.id))
    let oslo = SmoothNoise(seed: FNV1a.hash(Location.fixtures.oslo.id))
    #expect(toronto.value(.cloud, at: 10.5) != toronto.value(.wind, at: 10.5))
    #expect(toronto.value(.cloud, at: 10.5) != oslo.value(.cloud, at: 10.5))
  }
}
