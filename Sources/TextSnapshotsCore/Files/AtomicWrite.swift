import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents as one step: the bytes go to a temporary file in the same
/// folder, which is then renamed over the destination.
///
/// `rename(2)` within one folder is atomic, so a reader (another test process, `git`, a
/// browser reloading a report) sees the old file or the new one, never half of one, and
/// a write that fails (a full disk) leaves the old file as it was. The rename replaces
/// the directory entry, whatever it was, so callers use this only where nothing, or a
/// regular file, is at the destination: a symbolic link would become a file and a FIFO or
/// device would be swapped for one (see ``FileKind``).
package enum AtomicWrite {
  /// Writes `bytes` to the file at `path`, whose folder must exist.
  ///
  /// - Parameters:
  ///   - permissions: The new file's mode bits; `nil` gives a new file's usual ones
  ///     (0666 less the umask). Pass the old file's bits to keep them.
  /// - Throws: ``SystemFailure`` when the temporary file cannot be created or written or
  ///   cannot be renamed; the temporary file is removed and the destination untouched.
  package static func replace(
    _ path: String, with bytes: [UInt8], permissions: mode_t? = nil
  ) throws(SystemFailure) {
    let temporary = temporaryPath(beside: path)
    let descriptor = open(
      temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions ?? 0o666)
    guard descriptor >= 0 else { throw .current }
    do throws(SystemFailure) {
      // NB: the umask applies to `open`'s mode; `fchmod` sets the bits asked for exactly.
      if let permissions, fchmod(descriptor, permissions) != 0 { throw .current }
      try writeAll(bytes, to: descriptor)
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    // A file system may report a failed write only when the file is closed.
    guard close(descriptor) == 0, rename(temporary, path) == 0 else {
      let failure = SystemFailure.current
      unlink(temporary)
      throw failure
    }
  }

  /// Writes every byte, retrying short and interrupted writes.
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemFailure) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      offset += written
    }
  }

  /// `.<name>.<pid>.<random>.tmp` in the folder of `path`: hidden, unique to this
  /// process and write, and named after the file it becomes. The name is cut to 64
  /// scalars so that a name near the file system's limit (255 bytes) still leaves room.
  private static func temporaryPath(beside path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let name = String(String.UnicodeScalarView(url.lastPathComponent.unicodeScalars.prefix(64)))
    let random = UInt32.random(in: .min ... .max)
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(name).\(getpid()).\(random).tmp"
    ).path
  }
}
