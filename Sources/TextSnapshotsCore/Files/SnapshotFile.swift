import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading, writing and removing golden and pending files.
///
/// Every write goes to a temporary file in the same folder and is then renamed over the
/// destination. `rename(2)` within one folder is atomic, so a reader (another test
/// process, `git`, the review tool) sees the old file or the new one, never half of one,
/// even when tests in several processes write at once.
enum SnapshotFile {
  /// The file's bytes, or `nil` when there is no file.
  ///
  /// - Throws: ``SnapshotError/io(file:reason:)`` when it exists but cannot be read.
  static func bytes(_ url: URL, naming name: String) throws(SnapshotError) -> Data? {
    do {
      return try Data(contentsOf: url)
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) { return nil }
      throw .io(file: name, reason: "cannot be read (\(reason(for: error)))")
    }
  }

  /// `data` as text with CRLF turned into LF.
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
    return SnapshotFormat.normalizingLineEndings(text)
  }

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
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .io(file: name, reason: "cannot be written (\(reason(for: error)))")
    }
    do {
      try move(temporary, to: url, naming: name)
    } catch {
      try? FileManager.default.removeItem(at: temporary)  // our own scratch file
      throw error
    }
  }

  /// Renames `source` over `destination` in one atomic step. On failure both files are
  /// left as they were: `source` may be a pending snapshot a person still wants.
  static func move(_ source: URL, to destination: URL, naming name: String) throws(SnapshotError) {
    guard rename(source.path, destination.path) == 0 else {
      let message = String(cString: strerror(errno))
      throw .io(file: name, reason: "cannot be replaced (\(message))")
    }
  }

  /// Removes `url` if it exists.
  static func remove(_ url: URL, naming name: String) throws(SnapshotError) {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw .io(file: name, reason: "cannot be removed (\(reason(for: error)))")
    }
  }

  /// A short reason for a Foundation file error, without the full `NSError` dump.
  private static func reason(for error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}
