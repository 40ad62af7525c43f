import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A data folder for one test (`STRATUS_DATA_DIR`), under a scratch folder removed when
/// the test is done.
final class DataFolder {
  /// The scratch folder; the data folder is `data` inside it, and not created.
  let scratch: URL

  init() throws {
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-settings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  }

  deinit {
    // A test may have made the folder read-only; give its owner the right to empty it.
    chmod(url.path, 0o700)
    try? FileManager.default.removeItem(at: scratch)
  }

  /// The data folder.
  var url: URL { scratch.appendingPathComponent("data") }

  /// `settings.json` in it.
  var settingsFile: URL { url.appendingPathComponent("settings.json") }

  /// The environment that points the tool at it.
  var environment: [String: String] { ["STRATUS_DATA_DIR": url.path] }

  /// Whether the data folder exists at all.
  var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

  /// The names in the data folder, sorted; empty when it does not exist.
  func entries() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  /// The settings file's bytes, or `nil` when there is none.
  func settingsBytes() -> Data? {
    FileManager.default.contents(atPath: settingsFile.path)
  }

  /// Makes the data folder read-only for the user ``Unprivileged`` runs the tool as: the
  /// folder, its settings file and their lock are handed to that user, and the folder's
  /// mode becomes r-x, so the settings can be read (and locked) but no file can be
  /// written or replaced in it.
  func makeReadOnlyForUnprivilegedUser() {
    Unprivileged.handOver(url.path)
    Unprivileged.handOver(settingsFile.path)
    Unprivileged.handOver(url.appendingPathComponent(".settings.json.lock").path)
    chmod(url.path, 0o500)
  }

  /// Runs `stratus` with this data folder.
  func run(_ arguments: [String], input: String? = nil) async throws -> Stratus.Result {
    try await Stratus.run(arguments, input: input, environment: environment)
  }

  /// Saves settings the way a person would from a script: `account NAME`, `key 5`,
  /// `key u`… with `--save-settings`.
  func save(script: String) async throws {
    let result = try await run(["script", "-", "--save-settings"], input: script)
    guard result.status == 0, result.error.isEmpty else {
      throw DataFolderError(message: "saving settings failed (\(result.status)): \(result.error)")
    }
  }
}

struct DataFolderError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
