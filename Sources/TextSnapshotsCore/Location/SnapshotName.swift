/// Turns test names and assertion names into file-name parts that are safe and stable
/// on every file system Stratus supports.
///
/// - ASCII letters, digits, `-` and `_` are kept as they are.
/// - Any other non-ASCII scalar becomes `u` and its hex code (`東` -> `u6771`), so two
///   different names never sanitise to the same file and no file system re-normalises
///   the name (macOS would store `é` decomposed).
/// - Every other ASCII character (space, `.`, `/`, `:`, quotes…) becomes `-`, runs of
///   `-` collapse and `-` is trimmed from both ends. `.` is replaced because it separates
///   the test from the assertion name (`test.name.txt`).
enum SnapshotName {
  /// The file-name form of `name`; empty when nothing usable is left.
  static func sanitized(_ name: String) -> String {
    // Most names (a test function's, a run id) are kept whole: one pass over the bytes.
    if !name.isEmpty && name.utf8.allSatisfy(isKept) { return name }
    var result = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      let part: String
      if scalar.isASCII && isKept(UInt8(scalar.value)) {
        part = String(scalar)
      } else if !scalar.isASCII {
        part = "u" + String(scalar.value, radix: 16, uppercase: true)
      } else {
        pendingDash = true
        continue
      }
      if pendingDash && !result.isEmpty { result += "-" }
      pendingDash = false
      result += part
    }
    return result
  }

  /// Whether an ASCII letter, digit or `_` is kept as it is.
  private static func isKept(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// The test part of a file name from a `#function` value: the base name without the
  /// argument list (`rendersDash()` -> `rendersDash`, `renders(size:)` -> `renders`).
  static func test(fromFunction function: String) -> String {
    let base = function.prefix { $0 != "(" }
    return sanitized(String(base))
  }
}
