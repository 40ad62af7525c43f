import Foundation
import Testing

/// Docs/Snapshots.md's table of swift-snapshot-testing calls beside Stratus's, held
/// against the example consumer's port of them: every call the Stratus column shows is
/// code in `Examples/consumer/Tests/BuildBoardTests/SwiftSnapshotTesting*.swift`, which
/// `Scripts/check-example-consumer.sh` builds and runs on CI. So a row cannot show a call
/// that does not build, and a call renamed in the port must be renamed in the table.
@Suite struct SwiftSnapshotTestingDocTests {
  /// The header that starts the table.
  static let header = "| swift-snapshot-testing call | Stratus call, from the port |"

  @Test func everyCallTheTableShowsIsInThePort() throws {
    let rows = try Self.rows()
    #expect(rows.count >= 15, "the table has \(rows.count) rows")
    let port = try Self.port()
    for row in rows {
      let calls = Self.codeSpans(in: row.stratus)
      #expect(!calls.isEmpty, "the row for \(row.original) shows no Stratus call")
      for call in calls {
        #expect(
          port.contains(call),
          "Docs/Snapshots.md: `\(call)` (the row for \(row.original)) is not in the port")
      }
    }
  }

  @Test func theRuleFindsCodeSpans() {
    #expect(Self.codeSpans(in: "`a(b)` or `.c`, not d") == ["a(b)", ".c"])
    #expect(Self.codeSpans(in: "none").isEmpty)
  }

  /// The table's rows: the swift-snapshot-testing cell and the Stratus cell.
  static func rows() throws -> [(original: String, stratus: String)] {
    let doc = try String(
      contentsOf: Stratus.packageRoot.appendingPathComponent("Docs/Snapshots.md"),
      encoding: .utf8)
    let lines = doc.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == header }) else {
      Issue.record("Docs/Snapshots.md has no table headed \(header)")
      return []
    }
    return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return (cells.first ?? "", cells.dropFirst().first ?? "")
    }
  }

  /// The port's source, its Swift Testing and XCTest files together.
  static func port() throws -> String {
    let folder = Stratus.packageRoot.appendingPathComponent(
      "Examples/consumer/Tests/BuildBoardTests")
    return try ["SwiftSnapshotTestingPortTests.swift", "SwiftSnapshotTestingPortXCTests.swift"]
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")
  }

  /// The text of each `code span` in `cell`.
  static func codeSpans(in cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}
