import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file-system entry is and holds, read without following a link or opening a
/// FIFO: enough to prove a command left it exactly as it was.
///
/// A regular file is its bytes and permissions, a link its target, and every entry its
/// inode, so replacing an entry by an equal copy still counts as a change.
enum FileState: Hashable, CustomStringConvertible {
  case file(bytes: Data, permissions: Int, inode: UInt64)
  /// A regular file this process may not read (mode 000 when not root).
  case unreadableFile(size: UInt64, permissions: Int, inode: UInt64)
  case folder(permissions: Int, inode: UInt64)
  case link(target: String, inode: UInt64)
  case other(type: String, inode: UInt64)

  /// The state of the entry at `path`; `nil` when nothing is there.
  static func of(_ path: String) -> FileState? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    let inode = UInt64(info.st_ino)
    let permissions = Int(info.st_mode & 0o7777)
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard let bytes = FileManager.default.contents(atPath: path) else {
        return .unreadableFile(size: UInt64(info.st_size), permissions: permissions, inode: inode)
      }
      return .file(bytes: bytes, permissions: permissions, inode: inode)
    case S_IFDIR:
      return .folder(permissions: permissions, inode: inode)
    case S_IFLNK:
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
      return .link(target: target, inode: inode)
    case S_IFIFO: return .other(type: "FIFO", inode: inode)
    case S_IFCHR: return .other(type: "character device", inode: inode)
    default: return .other(type: "mode \(String(info.st_mode, radix: 8))", inode: inode)
    }
  }

  /// The state of every entry at and below `root`, keyed by path relative to it (`.`
  /// for `root`); folders are walked without following links.
  static func tree(at root: URL) -> [String: FileState] {
    var states: [String: FileState] = [:]
    func visit(_ relative: String) {
      let path = relative == "." ? root.path : root.appendingPathComponent(relative).path
      guard let state = of(path) else { return }
      states[relative] = state
      guard case .folder = state,
        let names = try? FileManager.default.contentsOfDirectory(atPath: path)
      else { return }
      for name in names { visit(relative == "." ? name : "\(relative)/\(name)") }
    }
    visit(".")
    return states
  }

  var description: String {
    switch self {
    case .file(let bytes, let permissions, _):
      "file of \(bytes.count) bytes, mode \(String(permissions, radix: 8))"
    case .unreadableFile(let size, let permissions, _):
      "unreadable file of \(size) bytes, mode \(String(permissions, radix: 8))"
    case .folder(let permissions, _): "folder, mode \(String(permissions, radix: 8))"
    case .link(let target, _): "link to \(target)"
    case .other(let type, _): type
    }
  }

  /// Makes a FIFO (named pipe) at `url`.
  static func makeFIFO(at url: URL) throws {
    guard mkfifo(url.path, 0o644) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }
}
