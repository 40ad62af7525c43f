#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What kind of thing a path names, read with `lstat(2)`: a symbolic link is a link,
/// never what it points to.
///
/// The snapshot commands act only on regular files. Following a link, or taking a folder
/// or a FIFO for a file, is how a review would accept a folder as a golden, delete one
/// recursively, block on a pipe, or copy a file from outside the package into a report;
/// so every file the review touches is checked with this first (a file to read, once
/// opened: ``init(mode:)`` on what `fstat` says).
package enum FileKind: Sendable, Equatable, CustomStringConvertible {
  case regular, folder, symbolicLink, fifo, characterDevice, blockDevice, socket, unknown

  /// The kind of what is at `path`; `nil` when nothing is there.
  ///
  /// - Parameter followingLinks: `false` (`lstat`) names a symbolic link as one; `true`
  ///   (`stat`) names what the link leads to, and `nil` for a link to nothing.
  /// - Throws: ``SystemFailure`` when the path cannot be looked at (a folder on the way
  ///   that may not be searched, a name too long, a loop of links).
  package static func at(
    _ path: String, followingLinks: Bool = false
  ) throws(SystemFailure) -> FileKind? {
    var info = stat()
    guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
      if errno == ENOENT { return nil }
      throw .current
    }
    return FileKind(mode: info.st_mode)
  }

  /// The kind a `stat` mode's file-type bits name.
  package init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .unknown
    }
  }

  /// `a folder`, `a FIFO (named pipe)`: to follow "is" in a message.
  package var description: String {
    switch self {
    case .regular: "a regular file"
    case .folder: "a folder"
    case .symbolicLink: "a symbolic link"
    case .fifo: "a FIFO (named pipe)"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .unknown: "a file of an unknown kind"
    }
  }

  /// Why a file of this kind is left alone: `a folder, not a regular file`.
  package var notRegular: String { "\(self), not a regular file" }
}
