import Foundation

/// The names in a folder, listed with `opendir(3)` so a failure has an `errno` to put in
/// words (``FileSystemError``) rather than Foundation's "NSCocoaErrorDomain error 256".
enum FolderListing {
  /// The names of the entries in the folder at `path`, without `.` and `..`, in no
  /// particular order.
  ///
  /// - Throws: ``FileSystemError`` when the folder cannot be opened or read.
  static func names(in path: String) throws(FileSystemError) -> [String] {
    guard let folder = opendir(path) else { throw FileSystemError(code: errno, path: path) }
    defer { closedir(folder) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(folder) else {
        if errno != 0 { throw FileSystemError(code: errno, path: path) }
        return names
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
  }
}
