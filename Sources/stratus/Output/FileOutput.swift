#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file descriptor the tool writes to: standard output, standard error or the
/// terminal.
///
/// Writes go straight to the descriptor, unbuffered and in as few `write` calls as the
/// system allows, so a frame reaches the terminal in one piece and nothing is lost when
/// the process exits right after. A failed write (a full disk, a closed pipe) becomes a
/// ``CommandFailure`` with exit status 74 instead of vanishing.
struct FileOutput: Sendable {
  /// The file descriptor.
  let descriptor: Int32
  /// How messages name it: `standard output`.
  let name: String

  static let standardOutput = FileOutput(descriptor: 1, name: "standard output")
  static let standardError = FileOutput(descriptor: 2, name: "standard error")

  /// Writes every byte of `bytes`, retrying short and interrupted writes.
  func write(_ bytes: [UInt8]) throws(CommandFailure) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw CommandFailure(
          .ioError, "cannot write to \(path: name): \(details: SystemError.describe(errno))")
      }
      offset += written
    }
  }

  /// Writes `text` as UTF-8.
  func write(_ text: String) throws(CommandFailure) {
    try write(Array(text.utf8))
  }

  /// Writes `text`, ignoring failure: for messages on standard error, where there is
  /// nowhere left to report a failure to.
  func writeIgnoringFailure(_ text: String) {
    try? write(text)
  }
}

/// `write(2)`, named apart from ``FileOutput/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
