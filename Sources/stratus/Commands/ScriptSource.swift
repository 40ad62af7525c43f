#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `stratus script` reads its script: a file or standard input, a line at a time.
///
/// It never holds more than one line and one read's worth of bytes, so a script of any
/// length runs in bounded memory, and standard input that never ends
/// (`yes 'key 2' | stratus script -`) just keeps running. Iterating it reads on: the lines
/// come without their line ends (`\n`, or `\r\n`), as ``ScenarioScript`` numbers them.
/// Each byte is looked at once, however the bytes arrive (a pipe may bring a long line a
/// few bytes a read), so reading costs what the script's length does.
///
/// A line that cannot be read (not UTF-8, longer than ``maximumLineBytes``, a read error)
/// ends the iteration; ``failure`` then says why and on which line. A regular file can be
/// read again from the start with ``rewind()``; a pipe or a terminal cannot.
final class ScriptSource: Sequence, IteratorProtocol {
  /// The longest line read, in bytes, not counting its line end (`\n` or `\r\n`) or the
  /// stray `\r` a script's last line may end with: far more than any script needs, and
  /// the bound on what one line can make the tool hold. Exact whether the line comes
  /// from a file or a pipe, in one read or many.
  static let maximumLineBytes = 1 << 20

  /// How many bytes one read asks for.
  private static let readSize = 64 * 1024

  /// How the script is named in messages: its path, or `<stdin>`.
  let name: String
  /// Why reading stopped early, naming the line; `nil` while every line has been read.
  private(set) var failure: CommandFailure?
  /// Whether ``rewind()`` can start again: the script is a regular file.
  let isRewindable: Bool

  private let descriptor: Int32
  private let ownsDescriptor: Bool
  /// Where the script starts in the file, for ``rewind()`` (standard input may have been
  /// read from before).
  private let start: off_t
  private var buffer: [UInt8] = []
  /// Where the unread bytes in `buffer` begin.
  private var position = 0
  /// Where the search for the next line end goes on from: the bytes of the line before
  /// it have been looked at already.
  private var searched = 0
  /// What each read fills, before its bytes join `buffer`.
  private var chunk = [UInt8](repeating: 0, count: readSize)
  private var isAtEnd = false
  private var lineNumber = 0

  /// Opens `path`, or standard input for `-`.
  ///
  /// - Throws: 66 when there is no such file, or it cannot be opened, or it is a folder.
  init(path: String) throws(CommandFailure) {
    if path == "-" {
      name = "<stdin>"
      descriptor = 0
      ownsDescriptor = false
    } else {
      name = path
      descriptor = try InputFile.open(path, what: "script")
      ownsDescriptor = true
    }
    var status = stat()
    let type = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
    if type == S_IFDIR {
      if ownsDescriptor { close(descriptor) }
      throw CommandFailure(.noInput, "'\(path: name)' is a folder, not a script")
    }
    let isRegular = type == S_IFREG
    start = isRegular ? lseek(descriptor, 0, SEEK_CUR) : -1
    isRewindable = start >= 0
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// Starts again from the script's first line; only when ``isRewindable``.
  func rewind() {
    precondition(isRewindable, "only a regular file can be read twice")
    lseek(descriptor, start, SEEK_SET)
    buffer = []
    position = 0
    searched = 0
    isAtEnd = false
    lineNumber = 0
    failure = nil
  }

  /// The next line, or `nil` at the end of the script or when a line cannot be read.
  func next() -> String? {
    guard failure == nil else { return nil }
    while true {
      let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n"))
      searched = newline ?? buffer.count
      // Checked before reading on, so a line too long is refused without being held.
      if lengthOfLine(endingAt: searched) > Self.maximumLineBytes {
        return fail(
          .dataError, "line longer than \(Self.maximumLineBytes >> 20) MiB", line: lineNumber + 1)
      }
      if let newline { return line(through: newline) }
      if isAtEnd {
        // The last line, with no line end after it; an empty one is no line.
        return position < buffer.count ? line(through: nil) : nil
      }
      readMore()
      if failure != nil { return nil }
    }
  }

  /// The length of the line from `position` to `end`, without the `\r` before `end`: the
  /// first half of a `\r\n`, or a stray one ``ScenarioScript`` drops.
  private func lengthOfLine(endingAt end: Int) -> Int {
    let length = end - position
    return length > 0 && buffer[end - 1] == UInt8(ascii: "\r") ? length - 1 : length
  }

  /// The line from `position` up to the newline at `newline` (or the end), as text.
  private func line(through newline: Int?) -> String? {
    lineNumber += 1
    var end = newline ?? buffer.count
    // "\r\n" ends a line as "\n" does; ScriptLine drops a stray "\r" of its own.
    if newline != nil, end > position, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    let bytes = buffer[position..<end]
    position = newline.map { $0 + 1 } ?? buffer.count
    searched = position
    var text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else {
      return fail(.dataError, "not UTF-8 text", line: lineNumber)
    }
    // A byte-order mark is no part of the first line (a text editor may write one).
    if lineNumber == 1, text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }

  /// Reads the next bytes onto the end of `buffer`, dropping the lines already read.
  private func readMore() {
    buffer.removeSubrange(..<position)
    searched -= position
    position = 0
    var received = -1
    while received < 0 {
      received = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if received < 0 && errno != EINTR {
        _ = fail(.ioError, "cannot read: \(SystemError.describe(errno))", line: lineNumber + 1)
        return
      }
    }
    buffer.append(contentsOf: chunk[..<received])
    if received == 0 { isAtEnd = true }
  }

  /// Stops reading, keeping why: the line the problem is on, and what it is.
  private func fail(_ status: ExitCode, _ message: String, line: Int) -> String? {
    failure = CommandFailure(status, "\(path: name):\(line): \(details: message)")
    return nil
  }
}
