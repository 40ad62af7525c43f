/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64):
/// tests that draw random inputs print the seed, so any failure can be replayed.
///
/// It lives in the `TestSupport` target, which depends on nothing, so that every test
/// target that draws random inputs (TextUI's, Application's, the tool's) shares one copy.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed it started from, for the line a test prints.
  public let seed: UInt64
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
