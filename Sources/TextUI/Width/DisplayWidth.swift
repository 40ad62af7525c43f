/// How many terminal columns text takes: the project's own, versioned width policy.
///
/// Layout, clipping and snapshots all count columns with this type, so they agree with each
/// other on every machine. It does not call libc `wcwidth`: that depends on the locale and
/// on the libc version, so the same snapshot would render differently on two machines. It
/// does not read the Swift runtime's Unicode properties either; it uses a table generated
/// from one named Unicode version by `Scripts/generate-width-table.py`.
///
/// The policy, in one place:
///
/// - Control characters and zero-width marks (format characters, combining marks, Hangul
///   vowels and final consonants) take 0 columns.
/// - East Asian Wide and Fullwidth characters, and emoji with emoji presentation, take 2.
/// - In a grapheme cluster, VS16 (U+FE0F) makes a text-style emoji 2 and VS15 (U+FE0E)
///   makes an emoji-style emoji 1.
/// - Scalars after the first in a cluster add nothing: ZWJ sequences, skin tones, flags
///   and keycaps are as wide as their first scalar says.
/// - Ambiguous width is 1, as in most Western terminal setups.
/// - Everything else is 1.
///
/// Tabs and control characters are handled by the text layer before layout (expanded,
/// replaced or interpreted) and are never written raw, so their width here is 0.
///
///     DisplayWidth.of("Hello")       // 5
///     DisplayWidth.of("東京 Tokyo")   // 10
///     DisplayWidth.of("👨‍👩‍👧‍👦")          // 2
///     DisplayWidth.of("❤️")           // 2, while "❤" alone is 1
public enum DisplayWidth {
  /// The version of the width policy; bump it whenever any width changes.
  ///
  /// Golden snapshots depend on every width, so a changed width must be a visible,
  /// deliberate event: regenerate the goldens together with the bump.
  public static let policyVersion = 1

  /// The Unicode version the width table was generated from.
  ///
  /// Moving to a new version means rerunning `Scripts/generate-width-table.py`; if any
  /// width changes, bump `policyVersion` as well.
  public static let unicodeVersion = "17.0.0"

  private static let variationSelector15: Unicode.Scalar = "\u{FE0E}"
  private static let variationSelector16: Unicode.Scalar = "\u{FE0F}"

  /// The number of columns one scalar takes on its own, outside any cluster.
  ///
  /// Prefer the `Character` or `String` overloads for text: they apply variation
  /// selectors and let the rest of a cluster ride on its first scalar.
  ///
  ///     DisplayWidth.of("東" as Unicode.Scalar)   // 2
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    ScalarClass.of(scalar).width
  }

  /// The number of columns one grapheme cluster takes.
  ///
  /// The first scalar decides; a variation selector later in the cluster can switch an
  /// emoji between text style (1) and emoji style (2). Nothing else after the first scalar
  /// counts, which is what keeps ZWJ sequences, flags and keycaps at 2.
  ///
  ///     DisplayWidth.of("e\u{301}" as Character)   // 1
  ///     DisplayWidth.of("⌚︎" as Character)         // 1 (U+231A U+FE0E)
  public static func of(_ character: Character) -> Int {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first {
      return (0x20...0x7E).contains(byte) ? 1 : 0
    }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let scalarClass = ScalarClass.of(first)
    switch scalarClass {
    case .emojiNarrow where scalars.contains(variationSelector16): return 2
    case .emojiWide where scalars.contains(variationSelector15): return 1
    default: return scalarClass.width
    }
  }

  /// The number of columns a string takes: the sum over its grapheme clusters.
  ///
  /// Printable ASCII, by far the most common text, is counted a byte at a time without
  /// splitting the string into clusters.
  ///
  ///     DisplayWidth.of("a\u{200B}b")   // 2
  public static func of(_ string: String) -> Int {
    if let width = printableASCIIWidth(string) {
      return width
    }
    var width = 0
    for character in string {
      width += of(character)
    }
    return width
  }

  /// The byte count if every byte of the string is printable ASCII (0x20...0x7E), else nil.
  ///
  /// The loop has no early exit so that the compiler can vectorise it. A byte `b` is
  /// outside 0x20...0x7E exactly when `b`, `b + 1` or `b - 0x20` (wrapping) has its top bit
  /// set.
  private static func printableASCIIWidth(_ string: String) -> Int? {
    func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
      var outside: UInt8 = 0
      for byte in bytes {
        outside |= byte | (byte &+ 1) | (byte &- 0x20)
      }
      return outside & 0x80 == 0 ? bytes.count : nil
    }
    if let result = string.utf8.withContiguousStorageIfAvailable(scan) {
      return result
    }
    var copy = string
    return copy.withUTF8(scan)
  }
}
