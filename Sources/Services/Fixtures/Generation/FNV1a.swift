/// The 64-bit FNV-1a hash, which seeds a place's made-up weather from its id.
///
/// Swift's `Hasher` (and so `hashValue`) is seeded afresh in every process, so the same
/// place would get different weather on every run and no snapshot could be recorded.
/// FNV-1a gives the same number for the same bytes on every run and every machine.
///
/// ```swift
/// FNV1a.hash("43.6532,-79.3832")  // always the same value
/// ```
enum FNV1a {
  private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of `bytes`.
  static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash = offsetBasis
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* prime
    }
    return hash
  }

  /// The hash of `text`'s UTF-8 bytes.
  static func hash(_ text: String) -> UInt64 {
    hash(text.utf8)
  }
}
