import Foundation
import Testing

@testable import TextSnapshotsCore

@Suite struct SnapshotNamingTests {
  @Test func testNameDropsTheArgumentList() {
    #expect(SnapshotName.test(fromFunction: "rendersDash()") == "rendersDash")
    #expect(SnapshotName.test(fromFunction: "renders(width:height:)") == "renders")
    #expect(SnapshotName.test(fromFunction: "testLayout") == "testLayout")
  }

  @Test func sanitisingKeepsASCIILettersDigitsDashAndUnderscore() {
    #expect(SnapshotName.sanitized("80x24_wide-2") == "80x24_wide-2")
    #expect(SnapshotName.sanitized("  a b/c:d.e  ") == "a-b-c-d-e")
    #expect(SnapshotName.sanitized("\"quoted\", 12") == "quoted-12")
    #expect(SnapshotName.sanitized("...") == "")
  }

  @Test func nonASCIIBecomesHexSoNamesStayDistinct() {
    #expect(SnapshotName.sanitized("東京") == "u6771u4EAC")
    #expect(SnapshotName.sanitized("é") != SnapshotName.sanitized("e\u{301}"))
    #expect(SnapshotName.sanitized("São Paulo") == "SuE3o-Paulo")
  }

  @Test func locationComesFromTheTestFilePathNotTheWorkingDirectory() throws {
    let package = try TemporaryPackage()
    let nested = package.root.appendingPathComponent("Tests/FakeTests/Deep/Folder/NowTests.swift")
    let folder = try SnapshotLocation.folder(forTestFile: nested.path)
    #expect(folder.packageRoot.standardizedFileURL.path == package.root.standardizedFileURL.path)
    #expect(folder.relativePath == "Snapshots/FakeTests/NowTests")
  }

  @Test func fileOutsideAnyPackageIsAnError() {
    #expect(throws: SnapshotError.noPackageRoot("/nonexistent/Tests/X/Y.swift")) {
      try SnapshotLocation.folder(forTestFile: "/nonexistent/Tests/X/Y.swift")
    }
  }

  // MARK: - Registry

  private func claim(
    _ session: SnapshotSession, _ test: String, _ name: String? = nil, root: URL
  ) throws -> String {
    let folder = SnapshotFolder(packageRoot: root, relativePath: "Snapshots/T/S")
    return try session.claim(in: folder, test: test, name: name).relativePath
  }

  @Test func unnamedAssertionsAreNumberedFromTheSecond() throws {
    let session = SnapshotSession()
    let root = URL(fileURLWithPath: "/p")
    #expect(try claim(session, "now", root: root) == "Snapshots/T/S/now.txt")
    #expect(try claim(session, "now", "wide", root: root) == "Snapshots/T/S/now.wide.txt")
    #expect(try claim(session, "now", root: root) == "Snapshots/T/S/now.2.txt")
    #expect(try claim(session, "now", root: root) == "Snapshots/T/S/now.3.txt")
    #expect(try claim(session, "week", root: root) == "Snapshots/T/S/week.txt")
  }

  @Test func twoAssertionsResolvingToOneFileFail() throws {
    let session = SnapshotSession()
    let root = URL(fileURLWithPath: "/p")
    _ = try claim(session, "now", "wide", root: root)
    #expect(throws: SnapshotError.duplicateFile("Snapshots/T/S/now.wide.txt")) {
      try claim(session, "now", "wide", root: root)
    }
    _ = try claim(session, "now", root: root)
    _ = try claim(session, "now", root: root)
    #expect(throws: SnapshotError.duplicateFile("Snapshots/T/S/now.2.txt")) {
      try claim(session, "now", "2", root: root)
    }
  }

  @Test func namesDifferingOnlyInCaseCollideAsOnMacOS() throws {
    let session = SnapshotSession()
    let root = URL(fileURLWithPath: "/p")
    _ = try claim(session, "now", "Wide", root: root)
    #expect(throws: SnapshotError.duplicateFile("Snapshots/T/S/now.wide.txt")) {
      try claim(session, "now", "wide", root: root)
    }
  }

  @Test func nameWithNothingUsableIsAnError() {
    #expect(throws: SnapshotError.unusableName("...")) {
      try claim(SnapshotSession(), "now", "...", root: URL(fileURLWithPath: "/p"))
    }
  }

  @Test func numberingIsPerTestSoParallelTestsGetStableNames() async throws {
    let session = SnapshotSession()
    let root = URL(fileURLWithPath: "/p")
    let names = try await withThrowingTaskGroup(of: [String].self) { group in
      for test in 0..<50 {
        group.addTask {
          try (0..<4).map { _ in try self.claim(session, "test\(test)", root: root) }
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(names.count == 50)
    for files in names {
      let test = files[0].dropFirst("Snapshots/T/S/".count).dropLast(".txt".count)
      #expect(files == ["", ".2", ".3", ".4"].map { "Snapshots/T/S/\(test)\($0).txt" })
    }
  }
}
