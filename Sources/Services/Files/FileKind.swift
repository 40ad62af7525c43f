import Foundation

/// What a path names, as `stat(2)` tells it: the file clients list only folders and read
/// only regular files, and say what they found instead.
///
/// Opening anything else can do harm a recorded reply never needs: a named pipe (FIFO)
/// blocks `open(2)` until something writes to it, a terminal or tape device acts on being
/// opened, a folder cannot be read as bytes. So the kind is checked before opening, and
/// again on the open descriptor in case the path was swapped in between.
enum FileKind: Equatable, Sendable {
  case regular
  case folder
  case namedPipe
  case socket
  case characterDevice
  case blockDevice
  case symbolicLink
  case other

  /// The kind of the file `status` describes.
  init(_ status: stat) {
    switch status.st_mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFIFO: self = .namedPipe
    case S_IFSOCK: self = .socket
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFLNK: self = .symbolicLink
    default: self = .other
    }
  }

  /// The kind of what `path` names, following symbolic links.
  ///
  /// - Throws: ``FileSystemError`` when `stat(2)` fails: nothing there, no permission, a
  ///   loop of symbolic links.
  static func of(_ path: String) throws(FileSystemError) -> FileKind {
    var status = stat()
    guard stat(path, &status) == 0 else { throw FileSystemError(code: errno, path: path) }
    return FileKind(status)
  }

  /// "a named pipe (FIFO)", as a message names it.
  var noun: String {
    switch self {
    case .regular: "a regular file"
    case .folder: "a folder"
    case .namedPipe: "a named pipe (FIFO)"
    case .socket: "a socket"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .symbolicLink: "a symbolic link"
    case .other: "a special file"
    }
  }
}
