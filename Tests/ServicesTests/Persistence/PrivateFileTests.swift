import Foundation
import Testing

@testable import Services

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file primitives under `settings.json`: what is refused rather than read, what a
/// save leaves behind, and where it writes.
@Suite struct PrivateFileTests {
  let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory() }

  func path(_ name: String) -> String { directory.url.appendingPathComponent(name).path }

  @Test func aMissingFileIsNilNotAnError() throws {
    #expect(try PrivateFile.read(path("absent.json"), maximumBytes: 100) == nil)
  }

  @Test func aFIFOIsRefusedAtOnceRatherThanWaitedOn() throws {
    // Opening a FIFO for reading waits for a writer; this must return instead.
    #expect(mkfifo(path("settings.json"), 0o600) == 0)
    #expect(throws: PrivateFile.Problem("it is not a regular file")) {
      try PrivateFile.read(path("settings.json"), maximumBytes: 100)
    }
  }

  @Test func aFolderIsRefused() throws {
    try FileManager.default.createDirectory(
      atPath: path("settings.json"), withIntermediateDirectories: false)
    #expect(throws: PrivateFile.Problem("it is a folder, not a file")) {
      try PrivateFile.read(path("settings.json"), maximumBytes: 100)
    }
  }

  @Test func aFileLargerThanTheLimitIsRefusedAsTooLarge() throws {
    try Data(count: 3 * 1_048_576).write(to: URL(fileURLWithPath: path("big.json")))
    let error = #expect(throws: PrivateFile.Problem.self) {
      try PrivateFile.read(path("big.json"), maximumBytes: 2 * 1_048_576)
    }
    #expect(error == .tooLarge(limit: 2 * 1_048_576))
    #expect(error?.reason == "larger than 2 MB")
  }

  @Test func replacingFollowsASymbolicLinkAndKeepsIt() throws {
    try FileManager.default.createDirectory(
      atPath: path("dotfiles"), withIntermediateDirectories: false)
    try Data("old".utf8).write(to: URL(fileURLWithPath: path("dotfiles/settings.json")))
    try FileManager.default.createSymbolicLink(
      atPath: path("settings.json"), withDestinationPath: path("dotfiles/settings.json"))

    try PrivateFile.replace(path("settings.json"), with: Data("new".utf8))

    let link = try FileManager.default.destinationOfSymbolicLink(atPath: path("settings.json"))
    #expect(link == path("dotfiles/settings.json"))
    #expect(
      FileManager.default.contents(atPath: path("dotfiles/settings.json")) == Data("new".utf8))
    #expect(try directory.entries(in: "dotfiles") == ["settings.json"])
  }

  @Test func replacingADanglingSymbolicLinkCreatesItsTargetAndKeepsTheLink() throws {
    try FileManager.default.createDirectory(
      atPath: path("dotfiles"), withIntermediateDirectories: false)
    // A relative link, as `ln -s dotfiles/settings.json settings.json` makes.
    try FileManager.default.createSymbolicLink(
      atPath: path("settings.json"), withDestinationPath: "dotfiles/settings.json")

    try PrivateFile.replace(path("settings.json"), with: Data("new".utf8))

    let link = try FileManager.default.destinationOfSymbolicLink(atPath: path("settings.json"))
    #expect(link == "dotfiles/settings.json")
    #expect(
      FileManager.default.contents(atPath: path("dotfiles/settings.json")) == Data("new".utf8))
  }

  @Test func aLoopOfSymbolicLinksIsRefused() throws {
    try FileManager.default.createSymbolicLink(
      atPath: path("settings.json"), withDestinationPath: "other.json")
    try FileManager.default.createSymbolicLink(
      atPath: path("other.json"), withDestinationPath: "settings.json")
    #expect(throws: PrivateFile.Problem("too many levels of symbolic links")) {
      try PrivateFile.replace(path("settings.json"), with: Data("new".utf8))
    }
  }

  @Test func aSaveTidiesTheLeftoversOfDeadProcessesOnly() throws {
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/sh")
    ended.arguments = ["-c", "exit 0"]
    try ended.run()
    ended.waitUntilExit()
    let dead = PrivateFile.temporaryName(for: "settings.json", process: ended.processIdentifier)
    let alive = PrivateFile.temporaryName(for: "settings.json", process: getppid())
    for name in [dead, alive] {
      try Data("half".utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    try PrivateFile.replace(path("settings.json"), with: Data("{}".utf8))

    #expect(try directory.entries() == [alive, "settings.json"].sorted())
  }

  @Test func aFolderIsMadeWithItsParentsPrivately() throws {
    try PrivateFile.makeFolder(path("state/stratus"))
    for folder in ["state", "state/stratus"] {
      let attributes = try FileManager.default.attributesOfItem(atPath: path(folder))
      #expect(attributes[.posixPermissions] as? Int == 0o700, "\(folder)")
    }
    try PrivateFile.makeFolder(path("state/stratus"))  // already there: fine
    try Data().write(to: URL(fileURLWithPath: path("file")))
    #expect(throws: PrivateFile.Problem("\(path("file")) is not a folder")) {
      try PrivateFile.makeFolder(path("file"))
    }
  }
}
