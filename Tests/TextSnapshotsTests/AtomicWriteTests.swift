import Foundation
import Testing

@testable import TextSnapshotsCore

@Suite struct AtomicWriteTests {
  /// Writers replace one file with whole, different contents while a reader reads it:
  /// every read must be one writer's complete text, never a mix or a prefix.
  @Test func readersNeverSeeATornFile() async throws {
    let package = try TemporaryPackage()
    let url = package.root.appendingPathComponent("Snapshots/T/S/shared.txt")
    let versions = (0..<4).map { writer in
      String(repeating: "writer \(writer) row\n", count: 5_000)
    }
    try SnapshotFile.write(versions[0], to: url, naming: "shared.txt")
    let torn = await withTaskGroup(of: Int.self) { group in
      for version in versions {
        group.addTask {
          for _ in 0..<20 { try? SnapshotFile.write(version, to: url, naming: "shared.txt") }
          return 0
        }
      }
      group.addTask {
        var torn = 0
        for _ in 0..<200 {
          let text = try? String(contentsOf: url, encoding: .utf8)
          if let text, !versions.contains(text) { torn += 1 }
        }
        return torn
      }
      return await group.reduce(0, +)
    }
    #expect(torn == 0)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    #expect(leftovers == ["shared.txt"])
  }

  @Test func keepsThePermissionsItIsGivenWhateverTheUmask() throws {
    let package = try TemporaryPackage()
    let path = package.root.appendingPathComponent("page.html").path
    try AtomicWrite.replace(path, with: Array("one".utf8), permissions: 0o600)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    #expect(package.read("page.html") == "one")
  }

  @Test func aNameNearTheFileSystemsLimitStillLeavesRoomForTheTemporaryFile() throws {
    let package = try TemporaryPackage()
    let name = String(repeating: "n", count: 250) + ".txt"
    let url = package.root.appendingPathComponent("Snapshots/T/S/\(name)")
    try SnapshotFile.write("text", to: url, naming: name)
    #expect(package.read("Snapshots/T/S/\(name)") == "text")
    #expect(package.snapshotFiles() == ["Snapshots/T/S/\(name)"])
  }
}
