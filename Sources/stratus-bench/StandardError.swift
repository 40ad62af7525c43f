#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes to the standard error stream.
///
/// Swift 6 rejects libc's mutable global `stderr` as shared state, so this writes to the
/// file descriptor directly; it is unbuffered, so messages appear at once.
enum StandardError {
  /// Writes `text` followed by a newline.
  static func print(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
