import Foundation
import TextSnapshotsCore
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file a command writes a page or an image to, `--html PATH` or `--svg PATH`, and
/// how it writes according to what is at `PATH`: the report (`snapshots report --html`),
/// the gallery (`preview --html`) and the image of a screen (`render --svg`) all write
/// this way.
///
/// - Nothing, or a regular file: the bytes go to a temporary file in the same folder,
///   renamed over `PATH` (``AtomicWrite``), so a browser never loads half a page and a
///   failed write keeps the old one. A replaced file keeps its permissions.
/// - A symbolic link, a FIFO or a character device (`/dev/stdout`, a named pipe): the
///   bytes are written *through* it, as a shell's `>` would: renaming over it would turn a
///   link into a file and replace a pipe or a device (`/dev/full`, as root) with one. A
///   link to a regular file is truncated and written in place. A FIFO that no process
///   has open for reading is refused rather than waited on.
/// - A folder, a link to nothing, a block device or a socket: refused, naming what it is.
///
/// Every failure is exit 74 with the path and what went wrong in words.
struct FileDestination {
  /// The path as the user gave it, which every message names.
  let path: String
  /// The option that named it, `--html`, for the messages that suggest another.
  let option: String
  /// What is written, for messages: `page`, `image`.
  let noun: String
  /// A file name to suggest when `path` is a folder: `report.html`.
  let exampleName: String

  /// The destination `--html PATH` of `snapshots report`.
  static func reportPage(_ path: String) -> FileDestination {
    FileDestination(path: path, option: "--html", noun: "page", exampleName: "report.html")
  }

  /// Writes `text` to standard output when the path is `-`, else to the file, and then
  /// says on standard output `wrote PATH: <what>`, unless the file is standard output.
  ///
  /// - Parameter what: what was written, for the last line: `2 pending snapshots`.
  func deliver(_ text: String, what: String) throws(CommandFailure) {
    guard path != "-" else { return try FileOutput.standardOutput.write(text) }
    try write(text)
    guard !isStandardOutput else { return }
    try FileOutput.standardOutput.write("wrote \(ControlPicture.visible(path)): \(what)\n")
  }

  /// Writes `text`, replacing what was there.
  func write(_ text: String) throws(CommandFailure) {
    let bytes = Array(text.utf8)
    let kind: FileKind?
    do {
      kind = try FileKind.at(path)
    } catch  where error.code == ENOTDIR {
      kind = nil  // the folder's check below says which part is not a folder
    } catch {
      throw failure("\(error)")
    }
    switch kind {
    case nil, .regular?:
      try replace(with: bytes)
    case .symbolicLink?, .fifo?, .characterDevice?:
      try writeThrough(bytes)
    case let other?:
      try refuse(other)
    }
  }

  // MARK: - Replacing a regular file

  /// Writes `bytes` to a temporary file beside `path` and renames it over `path`.
  private func replace(with bytes: [UInt8]) throws(CommandFailure) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let folderKind: FileKind?
    do {
      folderKind = try FileKind.at(folder, followingLinks: true)
    } catch {
      throw failure("cannot look at the folder \(folder) (\(error))")
    }
    guard let folderKind else { throw failure("the folder \(folder) does not exist") }
    guard folderKind == .folder else { throw failure("\(folder) is \(folderKind), not a folder") }
    var info = stat()
    let permissions = lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    do {
      try AtomicWrite.replace(path, with: bytes, permissions: permissions)
    } catch {
      guard error.code == EACCES || error.code == EPERM else { throw failure("\(error)") }
      throw failure("\(error) (cannot create a file in the folder \(folder))")
    }
  }

  // MARK: - Writing through

  /// Opens `path`, following a link, and writes `bytes` to whatever it is.
  ///
  /// A FIFO must already have a reader. A shell's `>` would wait for one, forever if none
  /// comes; here the open does not wait (`O_NONBLOCK`), and a FIFO nobody reads is
  /// refused at once.
  private func writeThrough(_ bytes: [UInt8]) throws(CommandFailure) {
    let kind = try targetKind()
    switch kind {
    case nil:
      throw failure("it is a symbolic link to nothing; not followed")
    case .regular?, .fifo?, .characterDevice?:
      break
    case let other?:
      try refuse(other)
    }
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let error = SystemFailure.current
      guard kind == .fifo, error.code == ENXIO else { throw failure("\(error)") }
      throw failure(
        "it is a FIFO (named pipe) that no process reads from; start the reader first, "
          + "or give \(option) - and pipe standard output")
    }
    defer { close(descriptor) }
    // Writes may wait again, for a slow reader: the open was the only step that could
    // wait for one that never comes.
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
      throw failure("\(SystemFailure.current)")
    }
    try FileOutput(descriptor: descriptor, name: path).write(bytes)
  }

  /// Whether `path` is the file standard output already writes to (`/dev/stdout`, or
  /// the file it was redirected to), so what was written is not followed by the `wrote`
  /// line.
  var isStandardOutput: Bool {
    var target = stat()
    var output = stat()
    guard stat(path, &target) == 0, fstat(1, &output) == 0 else { return false }
    return target.st_dev == output.st_dev && target.st_ino == output.st_ino
  }

  // MARK: - Helpers

  /// What `path` leads to, following links; `nil` for a link to nothing.
  private func targetKind() throws(CommandFailure) -> FileKind? {
    do {
      return try FileKind.at(path, followingLinks: true)
    } catch {
      throw failure("\(error)")
    }
  }

  /// Refuses a folder, a block device or a socket, naming what it is.
  private func refuse(_ kind: FileKind) throws(CommandFailure) -> Never {
    if kind == .folder {
      let example = (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/" + exampleName
      throw failure("it is a folder; name a file for the \(noun), such as \(example)")
    }
    throw failure(
      "it is \(kind); the \(noun) is written only to a file, a FIFO or a character device")
  }

  private func failure(_ reason: String) -> CommandFailure {
    CommandFailure(.ioError, "cannot write \(path: path): \(details: reason)")
  }
}

extension Option where Value == String {
  /// An option naming the file to write, `--html FILE`, where `-` stands for standard
  /// output and an empty name is a usage error.
  static func destination(_ name: String, help: String) -> Option<String> {
    Option(name, "FILE", help: help) { value throws(CommandFailure) in
      guard !value.isEmpty else {
        throw .usage("\(name) needs a file name, or - for standard output")
      }
      return value
    }
  }
}
