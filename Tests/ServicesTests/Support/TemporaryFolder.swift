import Foundation

/// A folder under the temporary directory, removed by the test that made it.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-file-client-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// `path` inside the folder.
  func path(_ path: String) -> String {
    url.appendingPathComponent(path).path
  }

  /// Writes `data` at `path` inside the folder, creating subfolders.
  @discardableResult
  func write(_ path: String, _ data: Data) throws -> URL {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
