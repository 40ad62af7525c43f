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
    var result = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      let part: String
      switch scalar.value {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: part = String(scalar)
      case 0x80...: part = "u" + String(scalar.value, radix: 16, uppercase: true)
      default:
        pendingDash = true
        continue
      }
      if pendingDash && !result.isEmpty { result += "-" }
      pendingDash = false
      result += part
    }
    return result
  }

  /// The test part of a file name from a `#function` value: the base name without the
  /// argument list (`rendersDash()` -> `rendersDash`, `renders(size:)` -> `renders`).
  static func test(fromFunction function: String) -> String {
    let base = function.prefix { $0 != "(" }
    return sanitized(String(base))
  }
}
