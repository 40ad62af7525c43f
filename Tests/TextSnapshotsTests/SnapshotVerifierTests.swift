import Foundation
import Testing
import TextUI

@testable import TextSnapshotsCore

/// Every mode against a missing, matching and differing golden, on a temporary package.
@Suite struct SnapshotVerifierTests {
  let package: TemporaryPackage
  let golden = "Snapshots/FakeTests/Suite/test.txt"

  init() throws { package = try TemporaryPackage() }

  private func verify(
    _ text: String, mode: SnapshotMode = .missing, writes: Bool = true
  ) -> SnapshotVerifier.Result {
    let verifier = SnapshotVerifier(
      policy: SnapshotPolicy(mode: mode, writes: writes), colored: false)
    return verifier.verify(Snapshot(text: text), at: package.location(golden))
  }

  private func file(_ text: String) -> String { Snapshot(text: text).text }

  // MARK: - Missing golden

  @Test func missingGoldenIsRecordedAndFails() {
    let result = verify("hello")
    #expect(result.outcome == .recorded)
    #expect(result.message == "Recorded \(golden) (there was no golden); check it and run again.")
    #expect(package.read(golden) == file("hello"))
    #expect(package.snapshotFiles() == [golden])
  }

  @Test func missingGoldenInNeverModeWritesOnlyAPendingFile() {
    let result = verify("hello", mode: .never)
    #expect(result.outcome == .missing)
    #expect(result.message == "No golden \(golden) (mode never); wrote \(golden).new to review.")
    #expect(package.snapshotFiles() == [golden + ".new"])
  }

  @Test(arguments: SnapshotMode.allCases)
  func missingGoldenOnCIWritesNothing(mode: SnapshotMode) {
    let result = verify("hello\nworld ", mode: mode, writes: false)
    #expect(result.outcome == .missing)
    #expect(
      result.message == """
        No golden \(golden), and CI never records one: run the tests locally, check the \
        new file and commit it. The snapshot was:
        # stratus-snapshot 1 text 6x2
        |hello|
        |world |
        """)
    #expect(package.snapshotFiles() == [])
  }

  // MARK: - Matching golden

  @Test(arguments: SnapshotMode.allCases)
  func matchingGoldenPassesAndRemovesStalePendingFiles(mode: SnapshotMode) throws {
    try package.write(file("same"), to: golden)
    try package.write("stale", to: golden + ".new")
    try package.write("stale diff", to: golden + ".diff")
    let result = verify("same", mode: mode)
    #expect(result == SnapshotVerifier.Result(outcome: .matched, message: nil))
    #expect(package.snapshotFiles() == [golden])
  }

  @Test func crlfGoldenMatchesAndIsLeftAsItIs() throws {
    let crlf = file("a\nb").replacingOccurrences(of: "\n", with: "\r\n")
    try package.write(crlf, to: golden)
    #expect(verify("a\nb").outcome == .matched)
    #expect(package.read(golden) == crlf)
  }

  @Test func allModeRewritesACRLFGoldenAsLF() throws {
    try package.write(file("a\nb").replacingOccurrences(of: "\n", with: "\r\n"), to: golden)
    #expect(verify("a\nb", mode: .all).outcome == .matched)
    #expect(package.read(golden) == file("a\nb"))
  }

  @Test func matchingGoldenOnCILeavesStalePendingFilesAlone() throws {
    try package.write(file("same"), to: golden)
    try package.write("stale", to: golden + ".new")
    #expect(verify("same", writes: false).outcome == .matched)
    #expect(package.read(golden + ".new") == "stale")
  }

  // MARK: - Differing golden

  @Test(arguments: [SnapshotMode.never, .missing])
  func mismatchLeavesGoldenAndWritesPendingFileAndDiff(mode: SnapshotMode) throws {
    try package.write(file("one\ntwo\nthree"), to: golden)
    let result = verify("one\n2\nthree", mode: mode)
    #expect(result.outcome == .mismatched)
    #expect(
      result.message == """
        Snapshot \(golden) differs; the golden is untouched. New: \(golden).new, whole \
        diff: \(golden).diff.
        --- \(golden)
        +++ \(golden).new
        @@ -1,4 +1,4 @@
         # stratus-snapshot 1 text 5x3
         |one|
        -|two|
        +|2|
         |three|
        """)
    #expect(package.read(golden) == file("one\ntwo\nthree"))
    #expect(package.read(golden + ".new") == file("one\n2\nthree"))
    #expect(package.read(golden + ".diff")?.contains("-|two|\n+|2|\n") == true)
  }

  @Test func staleDiffFromAnEarlierRunIsReplaced() throws {
    try package.write(file("old"), to: golden)
    try package.write("stale new", to: golden + ".new")
    try package.write("stale diff", to: golden + ".diff")
    _ = verify("newer")
    #expect(package.read(golden + ".new") == file("newer"))
    #expect(package.read(golden + ".diff")?.hasPrefix("--- \(golden)\n") == true)
  }

  @Test(arguments: [SnapshotMode.failed, .all])
  func overwritingModesReRecordAndFail(mode: SnapshotMode) throws {
    try package.write(file("old"), to: golden)
    try package.write("stale", to: golden + ".new")
    let result = verify("new", mode: mode)
    #expect(result.outcome == .rerecorded)
    #expect(
      result.message?.hasPrefix(
        "Re-recorded \(golden) (mode \(mode.rawValue)); review the change with git diff and run again.\n"
      ) == true)
    #expect(package.read(golden) == file("new"))
    #expect(package.snapshotFiles() == [golden])
  }

  @Test func mismatchOnCIWritesNothingAndShowsTheDiff() throws {
    try package.write(file("old"), to: golden)
    let result = verify("new", writes: false)
    #expect(result.outcome == .mismatched)
    #expect(result.message?.hasPrefix("Snapshot \(golden) differs (CI writes nothing).\n") == true)
    #expect(result.message?.contains("+++ new snapshot\n") == true)
    #expect(package.snapshotFiles() == [golden])
  }

  @Test func handEditedGoldenWithStrippedTrailingSpacesShowsInTheDiff() throws {
    try package.write("# stratus-snapshot 1 text 6x1\n|hello|\n", to: golden)
    let result = verify("hello ")
    #expect(
      result.message == """
        Snapshot \(golden) differs; the golden is untouched. New: \(golden).new, whole \
        diff: \(golden).diff.
        --- \(golden)
        +++ \(golden).new
        @@ -1,2 +1,2 @@
         # stratus-snapshot 1 text 6x1
        -|hello|
        +|hello |
        """)
  }

  @Test func trailingWhitespaceAddedByHandIsMarkedInTheDiff() throws {
    try package.write("# stratus-snapshot 1 text 5x1\n|hello| \t\n", to: golden)
    #expect(verify("hello").message?.contains("\n-|hello|·→\n+|hello|") == true)
  }

  @Test func frameMismatchListsTheChangedCells() throws {
    var before = Frame(width: 4, height: 2)
    before.write("21°", x: 0, y: 0)
    var after = Frame(width: 4, height: 2)
    after.write("22°", x: 0, y: 0)
    after.put("東", x: 2, y: 1)
    try package.write(Snapshot(before).text, to: golden)
    let verifier = SnapshotVerifier(
      policy: SnapshotPolicy(mode: .missing, writes: true), colored: false)
    let result = verifier.verify(Snapshot(after), at: package.location(golden))
    #expect(
      result.message?.contains(
        "\n3 cells changed: (1,0) '1' -> '2', (2,1) ' ' -> '東', (3,1) ' ' -> ''\n")
        == true)
  }

  @Test func failureMessageShowsThreeHunksAndTheDiffFileHasAll() throws {
    let old = (1...100).map { "row \($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "row 1\n", with: "ROW 1\n")
      .replacingOccurrences(of: "row 20\n", with: "ROW 20\n")
      .replacingOccurrences(of: "row 40\n", with: "ROW 40\n")
      .replacingOccurrences(of: "row 60\n", with: "ROW 60\n")
      .replacingOccurrences(of: "row 80\n", with: "ROW 80\n")
    try package.write(file(old), to: golden)
    let result = verify(new)
    #expect(result.message?.hasSuffix("\n… 2 more hunks not shown") == true)
    let whole = try #require(package.read(golden + ".diff"))
    #expect(whole.components(separatedBy: "\n@@ ").count == 6)
    #expect(!whole.contains("not shown"))
  }

  @Test func coloredMessageUsesEscapesAndPlainOneNever() throws {
    try package.write(file("old"), to: golden)
    let plain = verify("new")
    #expect(plain.message?.contains("\u{1B}") == false)
    let colored = SnapshotVerifier(
      policy: SnapshotPolicy(mode: .missing, writes: true), colored: true
    )
    .verify(Snapshot(text: "newer"), at: package.location(golden))
    #expect(colored.message?.contains("\u{1B}[") == true)
  }

  // MARK: - Bad input

  @Test func binaryGoldenFailsNamingTheFileAndIsNotOverwritten() throws {
    let bytes = Data([0x23, 0x00, 0xFF, 0x0A])
    let url = package.root.appendingPathComponent(golden)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: url)
    let result = verify("text")
    #expect(result.outcome == .failed)
    #expect(
      result.message
        == "\(golden) is not a text snapshot (NUL byte at offset 1); wrote \(golden).new to review."
    )
    #expect(try Data(contentsOf: url) == bytes)
  }

  @Test func invalidUTF8GoldenIsReported() throws {
    let url = package.root.appendingPathComponent(golden)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data([0x61, 0xC3, 0x28]).write(to: url)
    #expect(
      verify("text", writes: false).message == "\(golden) is not a text snapshot (not valid UTF-8)")
  }

  @Test func aGoldenThatIsAFolderFailsNamingTheFileAndWhatItIs() throws {
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(golden), withIntermediateDirectories: true)
    let result = verify("text")
    #expect(result.outcome == .failed)
    #expect(result.message == "\(golden): a folder, not a regular file; not read")
  }

  @Test func missingSnapshotsFolderIsCreated() {
    #expect(!package.exists("Snapshots"))
    _ = verify("first")
    #expect(package.exists(golden))
  }

  @Test func tenThousandRowFramesRoundTrip() throws {
    var frame = Frame(width: 80, height: 10_000)
    for row in stride(from: 0, to: 10_000, by: 7) { frame.write("row \(row)", x: row % 70, y: row) }
    let verifier = SnapshotVerifier(
      policy: SnapshotPolicy(mode: .missing, writes: true), colored: false)
    #expect(verifier.verify(Snapshot(frame), at: package.location(golden)).outcome == .recorded)
    #expect(verifier.verify(Snapshot(frame), at: package.location(golden)).outcome == .matched)
    frame.write("changed", x: 0, y: 9_999)
    let result = verifier.verify(Snapshot(frame), at: package.location(golden))
    #expect(result.outcome == .mismatched)
    #expect(result.message?.contains("@@ -9998,4 +9998,4 @@") == true)
  }
}
