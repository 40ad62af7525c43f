import Foundation

/// Reads a regular file, and nothing else, without ever blocking on what the path names.
///
/// `FileHandle(forReadingFrom:)` opens whatever is there: on a named pipe its `open(2)`
/// waits for a writer that may never come, holding the thread (Docs/Services.md, "file").
/// Here the path is checked with `stat(2)` first, opened with `O_NONBLOCK` (so even a pipe
/// swapped in after the check opens at once), checked again with `fstat(2)` on the
/// descriptor, and read with `read(2)`, stopping one byte past the limit.
enum RegularFile {
  /// The contents of the regular file at `path`, at most `limit` bytes.
  ///
  /// - Throws: ``ClientError/io(source:reason:)`` naming `path`: `not a regular file but
  ///   a named pipe (FIFO); …`, `could not be read (permission denied)`; or
  ///   ``ClientError/tooLarge(source:limitBytes:)`` for a file over `limit` bytes.
  static func contents(of path: String, limit: Int) throws(ClientError) -> Data {
    let kind: FileKind
    do {
      kind = try FileKind.of(path)
    } catch {
      throw .io(source: path, reason: "could not be read (\(error.words))")
    }
    guard kind == .regular else { throw notRegular(path, kind) }

    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw unreadable(path, errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw unreadable(path, errno) }
    guard FileKind(status) == .regular else { throw notRegular(path, FileKind(status)) }
    guard status.st_size <= limit else { throw .tooLarge(source: path, limitBytes: limit) }

    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while data.count <= limit {
      let count = buffer.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw unreadable(path, errno)
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
    }
    guard data.count <= limit else { throw .tooLarge(source: path, limitBytes: limit) }
    return data
  }

  private static func notRegular(_ path: String, _ kind: FileKind) -> ClientError {
    .io(source: path, reason: "not a regular file but \(kind.noun); only regular files are read")
  }

  private static func unreadable(_ path: String, _ code: Int32) -> ClientError {
    .io(
      source: path, reason: "could not be read (\(FileSystemError(code: code, path: path).words))")
  }
}
