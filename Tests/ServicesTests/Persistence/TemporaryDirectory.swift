import Foundation

/// A directory under the system's temporary folder, removed when the test is done.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The names of the directory's entries, sorted.
  func entries(in subdirectory: String? = nil) throws -> [String] {
    let folder = subdirectory.map { url.appendingPathComponent($0) } ?? url
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}
