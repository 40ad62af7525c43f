import Foundation

/// A failed system call on a path, in words a person can act on.
///
/// Foundation's file errors reach people as "The operation could not be completed.
/// (NSCocoaErrorDomain error 256.)", which says nothing; the file clients make their
/// system calls themselves and describe the `errno` they get.
struct FileSystemError: Error, Equatable, Sendable {
  /// The `errno` of the failed call.
  var code: Int32
  /// What the problem is, without the path: `permission denied`.
  var words: String

  /// The error for `code`; `path` tells a symbolic link to nothing from a missing file.
  init(code: Int32, path: String) {
    self.code = code
    words = Self.words(for: code, path: path)
  }

  private static func words(for code: Int32, path: String) -> String {
    switch code {
    case ENOENT:
      var status = stat()
      let isLink = lstat(path, &status) == 0 && FileKind(status) == .symbolicLink
      return isLink ? "a symbolic link to something that does not exist" : "it does not exist"
    case EACCES, EPERM: return "permission denied"
    case ELOOP: return "a loop of symbolic links"
    case ENOTDIR: return "a part of its path is not a folder"
    case ENAMETOOLONG: return "the path is too long"
    case EISDIR: return "it is a folder"
    case EIO: return "an input/output error on the device"
    case EMFILE, ENFILE: return "too many files are open"
    case ENOMEM: return "out of memory"
    default: return String(cString: strerror(code)).lowercased()
    }
  }
}
