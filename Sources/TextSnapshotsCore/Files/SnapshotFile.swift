import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading, writing and removing golden and pending files.
///
/// Only regular files are read or removed: a symbolic link, a folder, a FIFO or a device
/// where a snapshot should be is reported and left alone (see ``FileKind``), so a link
/// cannot bring a file from outside the package into a review and a folder is never
/// deleted whole. Every write goes through ``AtomicWrite``, so a reader sees the old file
/// or the new one, never half of one, even when tests in several processes write at once.
/// Failures read as words (``SystemFailure``), never as Foundation's error codes.
enum SnapshotFile {
  /// The most bytes a file the snapshot library reads may hold: 8 MiB.
  ///
  /// Every file is read whole, into memory, by the test process as well as by the review
  /// tool, so a 1 GB file put where a golden should be would cost 1 GB of memory in each.
  /// A frame cannot bound the size on its own (`Frame.maximumDimension` allows 10,000 x
  /// 10,000 cells, and a cell may hold a long grapheme cluster), and a trace or a text
  /// snapshot has no bound at all. So the bound is what a person can still review: a
  /// 1,000 x 1,000 frame of four-byte glyphs is 4 MB, twice that is the limit, and this
  /// package's own goldens are all under 11 KB. The same bound covers the other files
  /// read whole: a pending file, an inline snapshot's `.pending-snapshots` file and the
  /// test source it rewrites.
  static let maximumBytes = 8 << 20

  /// The file's bytes, or `nil` when there is no file.
  ///
  /// The file is opened without following a link and without waiting on a FIFO, and is
  /// checked to be a regular file once open, so what was checked is what is read. A file
  /// over `limit` bytes is refused by its size before any of it is read, and no more than
  /// `limit + 1` bytes are ever read, in case it grows meanwhile.
  ///
  /// - Parameter limit: The most bytes the file may hold; tests pass a small one.
  /// - Throws: ``SnapshotError/io(file:reason:)`` when something other than a regular
  ///   file is there, the file is larger than `limit`, or it cannot be read.
  static func bytes(
    _ url: URL, naming name: String, limit: Int = maximumBytes
  ) throws(SnapshotError) -> Data? {
    try bytes(atPath: url.path, naming: name, limit: limit)
  }

  /// The bytes of the file at `path`, as ``bytes(_:naming:limit:)`` reads them.
  ///
  /// A passing assertion calls this once per golden, so it takes the path as a string
  /// (a URL's `path` is decoded anew on every call) and makes the name for an error
  /// message only when there is an error.
  static func bytes(
    atPath path: String, naming name: @autoclosure () -> String, limit: Int = maximumBytes
  ) throws(SnapshotError) -> Data? {
    let contents: RegularFileContents
    do {
      contents = try readRegularFile(path, limit: limit)
    } catch {
      throw .io(file: name(), reason: "cannot be read (\(error))")
    }
    switch contents {
    case .missing:
      return nil
    case .bytes(let data):
      return data
    case .notRegular(let kind):
      throw .io(file: name(), reason: "\(kind.notRegular)\(notRead)")
    case .tooLarge(let size):
      throw .io(file: name(), reason: "\(tooLarge(size: size, limit: limit))\(notRead)")
    }
  }

  /// What ends the reason of a file refused before it was read.
  static let notRead = "; not read"

  /// `1073741824 bytes, more than the 8 MiB a snapshot file may hold`: why a file or a
  /// snapshot of `size` bytes is refused. Without a size (a file that grew past the limit
  /// while it was read), only the second half.
  static func tooLarge(size: Int?, limit: Int = maximumBytes) -> String {
    let mebibyte = 1 << 20
    let bound = limit % mebibyte == 0 ? "\(limit / mebibyte) MiB" : "\(limit) bytes"
    let reason = "more than the \(bound) a snapshot file may hold"
    return size.map { "\($0) bytes, \(reason)" } ?? reason
  }

  /// The file's text, with CRLF read as LF: what the review and the report show.
  ///
  /// - Throws: ``SnapshotError/io(file:reason:)`` when the file is missing (it was there
  ///   when the review listed it: accepted or rejected since, in another window), is not
  ///   a regular file or cannot be read; ``SnapshotError/notText(file:reason:)`` when it is
  ///   not UTF-8 text.
  static func text(at url: URL, naming name: String) throws(SnapshotError) -> String {
    guard let data = try bytes(url, naming: name) else {
      throw .io(file: name, reason: "no longer exists")
    }
    return try text(of: data, naming: name)
  }

  /// `data` as text with CRLF turned into LF and a leading UTF-8 byte-order mark read as
  /// nothing.
  ///
  /// An editor on Windows may save a golden with either; neither is part of what the
  /// file shows, so a golden saved so still matches the snapshot it was recorded from.
  /// A byte-order mark anywhere but at the start is text, and stays.
  ///
  /// - Throws: ``SnapshotError/notText(file:reason:)`` for bytes that are not UTF-8 or
  ///   hold NUL bytes.
  static func text(of data: Data, naming name: String) throws(SnapshotError) -> String {
    if let offset = data.firstIndex(of: 0) {
      throw .notText(file: name, reason: "NUL byte at offset \(offset - data.startIndex)")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw .notText(file: name, reason: "not valid UTF-8")
    }
    return SnapshotFormat.normalizingLineEndings(withoutByteOrderMark(text))
  }

  /// `text` without the UTF-8 byte-order mark it starts with, if it starts with one.
  static func withoutByteOrderMark(_ text: String) -> String {
    guard text.utf8.starts(with: byteOrderMark) else { return text }
    return String(decoding: text.utf8.dropFirst(byteOrderMark.count), as: UTF8.self)
  }

  /// U+FEFF in UTF-8.
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Whether `data` holds exactly the UTF-8 bytes of `text`: the fast path of a
  /// passing assertion, which needs no decoding at all.
  static func data(_ data: Data, equals text: String) -> Bool {
    var text = text
    return text.withUTF8 { expected in
      data.count == expected.count
        && data.withUnsafeBytes { actual in
          expected.isEmpty
            || memcmp(actual.baseAddress!, expected.baseAddress!, expected.count) == 0
        }
    }
  }

  /// Writes `text` to `url` atomically, creating missing folders (a fresh checkout has
  /// no `Snapshots/` folder until the first recording).
  static func write(_ text: String, to url: URL, naming name: String) throws(SnapshotError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try AtomicWrite.replace(url.path, with: Array(text.utf8))
    } catch {
      throw .io(file: name, reason: "cannot be written (\(SystemFailure(error)))")
    }
  }

  /// Renames `source` over `destination` in one atomic step. On failure both files are
  /// left as they were: `source` may be a pending snapshot a person still wants.
  static func move(_ source: URL, to destination: URL, naming name: String) throws(SnapshotError) {
    guard rename(source.path, destination.path) == 0 else {
      throw .io(file: name, reason: "cannot be replaced (\(SystemFailure.current))")
    }
  }

  /// Removes `url` if it is a regular file; nothing there is fine.
  ///
  /// Anything else is left as it is: a folder named like a pending file is not deleted
  /// with everything in it, and a link is not a snapshot to clean up. The review lists
  /// such entries as skipped, so a person sees them.
  static func remove(_ url: URL, naming name: String) throws(SnapshotError) {
    try remove(atPath: url.path, naming: name)
  }

  /// Removes the file at `path` as ``remove(_:naming:)`` does. A passing assertion calls
  /// this for its golden's pending file and diff, which are almost never there, so the
  /// name for an error message is made only when there is an error.
  static func remove(
    atPath path: String, naming name: @autoclosure () -> String
  ) throws(SnapshotError) {
    do throws(SystemFailure) {
      guard try FileKind.at(path) == .regular else { return }
      guard unlink(path) == 0 || errno == ENOENT else { throw .current }
    } catch {
      throw .io(file: name(), reason: "cannot be removed (\(error))")
    }
  }

  /// Checks that a regular file is at `url`, before a command acts on it.
  ///
  /// - Throws: ``SnapshotError/io(file:reason:)`` naming what is there instead (nothing,
  ///   a folder, a link), or why it cannot be looked at.
  static func requireRegular(_ url: URL, naming name: String) throws(SnapshotError) {
    guard try kind(at: url, naming: name) != nil else {
      throw .io(file: name, reason: "no longer exists")
    }
  }

  /// Checks that nothing, or a regular file, is at `url`: what a rename may replace.
  ///
  /// - Throws: ``SnapshotError/io(file:reason:)`` naming what is there instead.
  static func requireRegularOrMissing(_ url: URL, naming name: String) throws(SnapshotError) {
    _ = try kind(at: url, naming: name)
  }

  /// `.regular`, or `nil` when nothing is at `url`.
  private static func kind(at url: URL, naming name: String) throws(SnapshotError) -> FileKind? {
    let kind: FileKind?
    do {
      kind = try FileKind.at(url.path)
    } catch {
      throw .io(file: name, reason: "cannot be looked at (\(error))")
    }
    if let kind, kind != .regular {
      throw .io(file: name, reason: "\(kind.notRegular); left as it is")
    }
    return kind
  }

  // MARK: - Reading

  /// What reading a regular file found: nothing there, something that is not a regular
  /// file, its bytes, or that it holds more than the limit (with its size, when `fstat`
  /// already said so).
  private enum RegularFileContents {
    case missing
    case notRegular(FileKind)
    case bytes(Data)
    case tooLarge(size: Int?)
  }

  /// The whole of the regular file at `path`, if it holds at most `limit` bytes.
  ///
  /// The file is opened first and what was opened is checked, rather than the path being
  /// looked at with `lstat` before it is opened: the check on the descriptor is the one
  /// that holds (the path may name another file by the time it is opened), and a golden
  /// that is there, the common case, costs one system call less. Whatever cannot be
  /// opened (a link, which `O_NOFOLLOW` refuses, a socket) is named by `lstat` after. A
  /// folder, a FIFO or a device is opened and closed unread.
  private static func readRegularFile(
    _ path: String, limit: Int
  ) throws(SystemFailure) -> RegularFileContents {
    // NB: O_NONBLOCK keeps `open` from waiting for a writer when a FIFO is there, and
    // O_NOCTTY keeps a terminal device from becoming the process's controlling terminal.
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let failure = SystemFailure.current
      if failure.code == ENOENT { return .missing }
      if let kind = try FileKind.at(path), kind != .regular { return .notRegular(kind) }
      throw failure
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .current }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular else { return .notRegular(kind) }
    // The size is checked on the descriptor that is read, so it is this file's.
    guard info.st_size <= limit else { return .tooLarge(size: Int(info.st_size)) }
    // Read straight into the result, with room for one byte more than `fstat` said: a
    // read that fills it means the file grew, and it gets more room, up to one byte past
    // the limit, which is enough to refuse it.
    var data = Data(count: Int(info.st_size) + 1)
    var count = 0
    while count < data.count || data.count <= limit {
      if count == data.count { data.count = min(2 * data.count, limit + 1) }
      let received = data.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if received < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      if received == 0 {
        data.count = count
        return .bytes(data)
      }
      count += received
    }
    return .tooLarge(size: nil)
  }
}
