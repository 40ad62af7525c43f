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
}
