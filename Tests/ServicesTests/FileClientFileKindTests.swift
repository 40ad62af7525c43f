import Foundation
import Testing

@testable import Services

/// The file clients read regular files only, and say in words what they found instead:
/// nothing in a recorded folder can block a thread, and no Foundation error number
/// ("NSCocoaErrorDomain error 256") reaches a person.
@Suite struct FileClientFileKindTests {
  private let toronto = Location.fixtures.toronto

  /// A folder with the Toronto forecast, so only the odd file is wrong.
  private func folderWithForecast() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("forecast/toronto.json", try ExampleFolder.data("forecast/toronto.json"))
    return folder
  }

  private func forecast(from folder: TemporaryFolder) async throws {
    _ = try await WeatherClient.file(folder: folder.url).forecast(toronto)
  }

  @Test func namedPipeIsRefusedWithoutOpeningIt() async throws {
    let folder = try folderWithForecast()
    defer { folder.remove() }
    let pipe = folder.path("forecast/pipe.json")
    #expect(mkfifo(pipe, 0o644) == 0)
    // Were it opened for reading, this would wait for a writer forever.
    await #expect(
      throws: ClientError.io(
        source: pipe,
        reason: "not a regular file but a named pipe (FIFO); only regular files are read")
    ) { try await forecast(from: folder) }
  }

  @Test func folderNamedLikeAReplyIsRefused() async throws {
    let folder = try folderWithForecast()
    defer { folder.remove() }
    let named = folder.url.appendingPathComponent("forecast/x.json")
    try FileManager.default.createDirectory(at: named, withIntermediateDirectories: false)
    await #expect(
      throws: ClientError.io(
        source: named.path,
        reason: "not a regular file but a folder; only regular files are read")
    ) { try await forecast(from: folder) }
  }

  @Test func deviceIsRefused() async throws {
    let folder = try folderWithForecast()
    defer { folder.remove() }
    let device = folder.path("forecast/null.json")
    try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/null")
    await #expect(
      throws: ClientError.io(
        source: device,
        reason: "not a regular file but a character device; only regular files are read")
    ) { try await forecast(from: folder) }
  }

  @Test func symbolicLinkToAReplyIsRead() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let real = try folder.write("elsewhere/t.json", try ExampleFolder.data("forecast/toronto.json"))
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("forecast"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("forecast/toronto.json"), withDestinationPath: real.path)
    try await forecast(from: folder)
  }

  @Test func symbolicLinkLoopAndDanglingLinkAreSaidInWords() async throws {
    let loop = try folderWithForecast()
    defer { loop.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: loop.path("forecast/a.json"), withDestinationPath: "b.json")
    try FileManager.default.createSymbolicLink(
      atPath: loop.path("forecast/b.json"), withDestinationPath: "a.json")
    await #expect(
      throws: ClientError.io(
        source: loop.path("forecast/a.json"), reason: "could not be read (a loop of symbolic links)"
      )
    ) { try await forecast(from: loop) }

    let dangling = try folderWithForecast()
    defer { dangling.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: dangling.path("forecast/gone.json"), withDestinationPath: "/nonexistent/gone.json")
    await #expect(
      throws: ClientError.io(
        source: dangling.path("forecast/gone.json"),
        reason: "could not be read (a symbolic link to something that does not exist)")
    ) { try await forecast(from: dangling) }
  }

  @Test func sourceThatIsNotAFolderSaysWhatItIs() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("recordings", Data("{}".utf8))
    await #expect(
      throws: ClientError.io(source: file.path, reason: "not a folder but a regular file")
    ) {
      try await WeatherClient.file(folder: file).forecast(toronto)
    }
    try folder.write("forecast", Data())
    await #expect(
      throws: ClientError.io(
        source: folder.path("forecast"), reason: "not a folder but a regular file")
    ) { try await forecast(from: folder) }
    // As a shell's `<(…)` passes it: /dev/fd/63 is a pipe.
    let pipe = folder.path("fd63")
    #expect(mkfifo(pipe, 0o644) == 0)
    await #expect(
      throws: ClientError.io(source: pipe, reason: "not a folder but a named pipe (FIFO)")
    ) {
      try await WeatherClient.file(folder: URL(fileURLWithPath: pipe)).forecast(toronto)
    }
  }

  // Permissions do not bind root, so these run only as another user (as CI does).
  @Test(.enabled(if: getuid() != 0, "root may read a file of mode 000"))
  func unreadableFileAndFolderSayPermissionDenied() async throws {
    let file = try folderWithForecast()
    defer { file.remove() }
    let locked = try file.write("forecast/locked.json", Data("{}".utf8))
    chmod(locked.path, 0)
    await #expect(
      throws: ClientError.io(source: locked.path, reason: "could not be read (permission denied)")
    ) { try await forecast(from: file) }

    let folder = try folderWithForecast()
    let forecasts = folder.path("forecast")
    defer { folder.remove() }
    defer { chmod(forecasts, 0o755) }
    chmod(forecasts, 0)
    await #expect(
      throws: ClientError.io(source: forecasts, reason: "could not be listed (permission denied)")
    ) { try await forecast(from: folder) }
  }

  @Test func errnoIsPutInWords() {
    #expect(FileSystemError(code: EACCES, path: "/x").words == "permission denied")
    #expect(FileSystemError(code: ELOOP, path: "/x").words == "a loop of symbolic links")
    #expect(FileSystemError(code: ENOENT, path: "/nonexistent/x").words == "it does not exist")
    #expect(FileSystemError(code: EIO, path: "/x").words == "an input/output error on the device")
  }
}
