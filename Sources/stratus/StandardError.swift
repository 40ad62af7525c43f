#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard error as a `TextOutputStream`, for `print(_:to:)`.
///
/// Writes go straight to file descriptor 2, unbuffered, so a message is never lost when
/// the process exits right after.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    var bytes = Array(string.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
