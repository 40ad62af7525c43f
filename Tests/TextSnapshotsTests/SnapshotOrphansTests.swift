import Foundation
import Testing

@testable import TextSnapshotsCore

/// Which goldens a complete run left unchecked are orphans (deleted by `prune`) and which
/// are kept because a test that exists may still check them: one that is disabled,
/// enabled on a condition, or compiled only on another platform.
@Suite struct SnapshotOrphansTests {
  let package: TemporaryPackage
  init() throws { package = try TemporaryPackage() }

  /// Writes each golden, a ledger whose run checked `checked`, and marks it complete.
  private func orphans(
    goldens: [String], checked: [String], green: Bool = true
  ) throws -> SnapshotReview.Orphans {
    for golden in goldens { try package.write("x", to: "Snapshots/FakeTests/FakeSuite/\(golden)") }
    let lines = checked.map { "matched\tSnapshots/FakeTests/FakeSuite/\($0)\n" }.joined()
    try package.write(lines, to: ".build/stratus-snapshots/runs/r/1.ledger")
    try SnapshotLedger(packageRoot: package.root).markComplete(run: "r", green: green)
    return try #require(SnapshotReview(packageRoot: package.root).orphans())
  }

  private func kept(_ golden: String, _ reason: String) -> SnapshotReview.KeptGolden {
    SnapshotReview.KeptGolden(
      relativePath: "Snapshots/FakeTests/FakeSuite/\(golden)", reason: reason)
  }

  private static let didNotRun =
    "its test exists but did not run: disabled, skipped, or for another platform"

  @Test func aDisabledTestKeepsItsGoldenAndAGoldenNoTestNamesIsAnOrphan() throws {
    try package.write(
      """
      import Testing

      @Test func runs() {}
      @Test(.disabled("flaky on CI")) func disabled() {}
      @Test(.enabled(if: ProcessInfo.processInfo.environment["SLOW"] != nil))
      func onlyWhenSlow() {}

      """, to: "Tests/FakeTests/FakeSuite.swift")
    let orphans = try orphans(
      goldens: ["runs.txt", "disabled.txt", "onlyWhenSlow.80x24.txt", "renamedLongAgo.txt"],
      checked: ["runs.txt"])
    #expect(orphans.files == ["Snapshots/FakeTests/FakeSuite/renamedLongAgo.txt"])
    #expect(
      orphans.kept == [
        kept("disabled.txt", Self.didNotRun), kept("onlyWhenSlow.80x24.txt", Self.didNotRun),
      ])
  }

  @Test func aTestForAnotherPlatformKeepsItsGolden() throws {
    try package.write(
      """
      import XCTest

      final class FakeSuite: XCTestCase {
        #if os(Windows)
          func testOnlyOnWindows() {}
        #endif
        func testEverywhere() {}
      }

      """, to: "Tests/FakeTests/Nested/Folder/FakeSuite.swift")
    let orphans = try orphans(
      goldens: ["testOnlyOnWindows.txt", "testEverywhere.txt"], checked: ["testEverywhere.txt"])
    #expect(orphans.files.isEmpty)
    #expect(orphans.kept == [kept("testOnlyOnWindows.txt", Self.didNotRun)])
  }

  @Test func aTestThatRanAndNoLongerChecksAGoldenLeavesAnOrphan() throws {
    try package.write(
      "@Test(arguments: Fixture.all) func catalog(fixture: Fixture) {}\n",
      to: "Tests/FakeTests/FakeSuite.swift")
    let orphans = try orphans(
      goldens: ["catalog.toronto.txt", "catalog.removedFixture.txt"],
      checked: ["catalog.toronto.txt"])
    #expect(orphans.files == ["Snapshots/FakeTests/FakeSuite/catalog.removedFixture.txt"])
    #expect(orphans.kept.isEmpty)
  }

  @Test func aTestThatRanButHoldsAnIfKeepsWhatItDidNotCheck() throws {
    try package.write(
      """
      @Test func paths() {
        #if os(Windows)
          assertSnapshot(of: windowsPath, named: "windows")
        #else
          assertSnapshot(of: posixPath, named: "posix")
        #endif
      }

      """, to: "Tests/FakeTests/FakeSuite.swift")
    let orphans = try orphans(
      goldens: ["paths.windows.txt", "paths.posix.txt"], checked: ["paths.posix.txt"])
    #expect(orphans.files.isEmpty)
    #expect(
      orphans.kept == [
        kept(
          "paths.windows.txt",
          "its test ran without checking it, but has #if code that may on another platform")
      ])
  }

  @Test func aLinkedTestFileIsReadThroughItsLink() throws {
    try package.write("@Test(.disabled()) func disabled() {}\n", to: "Shared/FakeSuite.swift")
    try package.link("Tests/FakeTests/FakeSuite.swift", to: "../../Shared/FakeSuite.swift")
    let orphans = try orphans(goldens: ["runs.txt", "disabled.txt"], checked: ["runs.txt"])
    #expect(orphans.files.isEmpty)
    #expect(orphans.kept == [kept("disabled.txt", Self.didNotRun)])
  }

  @Test func aDeletedTestFileLeavesOrphans() throws {
    let orphans = try orphans(goldens: ["runs.txt", "gone.txt"], checked: ["runs.txt"])
    #expect(orphans.files == ["Snapshots/FakeTests/FakeSuite/gone.txt"])
  }

  @Test func aTestFileThatCannotBeReadKeepsItsGoldens() throws {
    try package.makeFolder("Tests/FakeTests")
    try package.makeFIFO("Tests/FakeTests/FakeSuite.swift")
    let orphans = try orphans(goldens: ["runs.txt", "gone.txt"], checked: ["runs.txt"])
    #expect(orphans.files.isEmpty)
    #expect(orphans.kept == [kept("gone.txt", "cannot read Tests/FakeTests/FakeSuite.swift")])
  }

  @Test func aNestedPackagesTestsAreNotThisPackages() throws {
    try package.write("// swift-tools-version: 6.0\n", to: "Examples/other/Package.swift")
    try package.write(
      "@Test func gone() {}\n", to: "Examples/other/Tests/FakeTests/FakeSuite.swift")
    let orphans = try orphans(goldens: ["runs.txt", "gone.txt"], checked: ["runs.txt"])
    #expect(orphans.files == ["Snapshots/FakeTests/FakeSuite/gone.txt"])
  }
}
