import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `stratus snapshots prune`, `review` and `report`, run as a built binary on a throwaway
/// package: the commands that look across the whole review rather than at named files.
@Suite struct SnapshotsReviewCommandTests {
  /// `stratus snapshots <arguments> --package-path <tree>`, from the repository's root.
  private func snapshots(_ arguments: [String], in tree: SnapshotTree) async throws
    -> Stratus.Result
  {
    try await Stratus.run(["snapshots"] + arguments + ["--package-path", tree.root.path])
  }

  // MARK: - prune

  @Test func pruneRefusesWithoutACompleteRunAndDeletesNothing() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.recordRun("partial", checked: [SnapshotTree.launch], status: nil)
    let before = try tree.snapshotFiles()
    let result = try await snapshots(["prune"], in: tree)
    #expect(result.status == 1)
    #expect(result.error.contains("no complete run recorded"))
    #expect(result.output.isEmpty)
    #expect(try tree.snapshotFiles() == before)
  }

  @Test func pruneRefusesAfterARedRunAndDeletesNothing() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.recordRun("red-run", checked: [SnapshotTree.launch, SnapshotTree.week], status: .red)
    let before = try tree.snapshotFiles()
    let result = try await snapshots(["prune"], in: tree)
    #expect(result.status == 1)
    #expect(result.error.contains("the newest complete run (red-run) failed"))
    #expect(try tree.snapshotFiles() == before)
  }

  @Test func pruneAfterAGreenRunDeletesOnlyTheGoldensItDidNotCheck() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.recordRun("green", checked: [SnapshotTree.launch, SnapshotTree.week], status: .green)
    let result = try await snapshots(["prune"], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "deleted \(SnapshotTree.render)\n")
    #expect(!tree.exists(SnapshotTree.render))
    #expect(tree.exists(SnapshotTree.launch))
    #expect(tree.exists(SnapshotTree.week))
    #expect(try await snapshots(["prune"], in: tree).output == "no orphans\n")
  }

  @Test func pruneDryRunListsTheOrphansAndDeletesNothing() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.recordRun("green", checked: [SnapshotTree.launch], status: .green)
    let before = try tree.snapshotFiles()
    let result = try await snapshots(["prune", "--dry-run"], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output == "would delete \(SnapshotTree.week)\nwould delete \(SnapshotTree.render)\n")
    #expect(try tree.snapshotFiles() == before)
  }

  @Test func pruneKeepsAnOrphanChangedAfterTheRun() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.recordRun("green", checked: [SnapshotTree.launch], status: .green)
    try tree.touch(SnapshotTree.render)
    let result = try await snapshots(["prune"], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("deleted \(SnapshotTree.week)\n"))
    #expect(result.output.contains("kept    \(SnapshotTree.render) (changed after run green)\n"))
    #expect(tree.exists(SnapshotTree.render))
    #expect(!tree.exists(SnapshotTree.week))
  }

  @Test func pruneKeepsTheGoldenOfATestThatExistsButDidNotRun() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    // The week golden's test is disabled: the green run did not check it.
    let test = tree.url("Tests/ApplicationTests/LaunchScenarioTests.swift")
    try FileManager.default.createDirectory(
      at: test.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(
      """
      @Test func firstLaunchShowsTorontoNow() {}
      @Test(.disabled("the week tab is being redrawn")) func eachTabAtTheDefaultSize() {}

      """.utf8
    ).write(to: test)
    try tree.recordRun("green", checked: [SnapshotTree.launch], status: .green)
    let result = try await snapshots(["prune"], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output == """
        kept    \(SnapshotTree.week) (its test exists but did not run: disabled, skipped, or for another platform)
        deleted \(SnapshotTree.render)

        """)
    #expect(tree.exists(SnapshotTree.week))
    #expect(!tree.exists(SnapshotTree.render))
    let status = try await snapshots(["status"], in: tree)
    #expect(
      status.output.hasSuffix(
        """
        orphans (0), from run green (green):
        not checked, kept (1):
          \(SnapshotTree.week): its test exists but did not run: disabled, skipped, or for another platform

        """))
  }

  // MARK: - review

  @Test func reviewWithoutATerminalPrintsEveryDiffAndChangesNothing() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let fresh = "Snapshots/ApplicationTests/LaunchScenarioTests/brandNew.txt"
    try tree.makeNewPending(fresh)
    try tree.makePending(SnapshotTree.launch, editing: [("95%", "96%")])
    let before = try tree.snapshotFiles()
    // Keys on a pipe are not a person answering: "A" (accept all) must change nothing.
    let result = try await snapshots(["review"], input: "A\n", in: tree)
    #expect(result.status == 0, "\(result.error)")
    let output = result.output
    #expect(output.contains("[1/2] new: \(fresh)\n--- (no golden)\n+++ \(fresh).new\n"))
    #expect(output.contains("+|Hello|\n"))
    #expect(
      output.contains(
        "[2/2] changed: \(SnapshotTree.launch)\n--- \(SnapshotTree.launch)\n"
          + "+++ \(SnapshotTree.launch).new\n"))
    #expect(output.contains("-|│ Humidity          95%"))
    #expect(output.contains("+|│ Humidity          96%"))
    #expect(
      output.hasSuffix(
        "not a terminal: nothing was changed; use 'stratus snapshots accept' or 'reject'\n"))
    #expect(!output.contains("\u{1B}"), "no colour without a terminal")
    #expect(try tree.snapshotFiles() == before)
  }

  @Test func reviewWithNothingPendingSaysSo() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let result = try await snapshots(["review"], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "nothing to review\n")
  }

  private func snapshots(
    _ arguments: [String], input: String, in tree: SnapshotTree
  ) async throws -> Stratus.Result {
    try await Stratus.run(
      ["snapshots"] + arguments + ["--package-path", tree.root.path], input: input)
  }

  // MARK: - report

  /// Seven cells in four rows, some of them characters the page must escape.
  static let edits = [
    ("Snow", "S<&>"), ("95%", "96%"), ("Gust", "G\"'t"), ("Wind chill -11", "Wind chill -12"),
  ]

  @Test func reportWritesOneSelfContainedWellFormedPageMarkingExactlyTheChangedCells() async throws
  {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.makePending(SnapshotTree.launch, editing: Self.edits)
    try tree.makeNewPending("Snapshots/ApplicationTests/LaunchScenarioTests/brandNew.txt")
    let page = tree.url("report.html")
    let result = try await snapshots(["report", "--html", page.path], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "wrote \(page.path): 2 pending snapshots\n")
    let data = try Data(contentsOf: page)
    let html = String(decoding: data, as: UTF8.self)

    let reader = ReportReader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(reader.addedMarks == 7, "one mark per changed cell on the new side")
    #expect(reader.removedMarks == 7, "and one per changed cell on the golden's side")

    // The frame's text, without the marks and without the spans that colour its styled
    // runs (the Now screen's labels and summary have roles).
    let text = Self.unescaped(html.replacing(#/</?(mark|span)[^>]*>/#, with: ""))
    #expect(text.contains("Snow and blowing snow"))
    #expect(text.contains("S<&> and blowing snow"))
    #expect(text.contains("Gust          67 km/h"))
    #expect(text.contains("G\"'t          67 km/h"))
    #expect(text.contains("Hello\nthere"), "the new snapshot, shown on its own")
    for outside in ["<script", "http://", "https://", "src="] {
      #expect(!html.contains(outside), "the page loads nothing: found \(outside)")
    }
  }

  @Test func reportToStandardOutputPrintsThePage() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.makePending(SnapshotTree.week, editing: [("Sun 22", "Sun 23")])
    let result = try await snapshots(["report", "--html", "-"], in: tree)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.hasPrefix("<!DOCTYPE html>"))
    #expect(result.output.contains(SnapshotTree.week))
  }

  @Test func reportToAnUnwritablePathFailsNamingIt() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    try tree.makePending(SnapshotTree.week, editing: [("Sun 22", "Sun 23")])
    // A folder cannot be made under a regular file, even by root.
    let page = tree.url("Package.swift/report.html").path
    let result = try await snapshots(["report", "--html", page], in: tree)
    #expect(result.status == 74)
    #expect(result.error.contains("cannot write \(page)"))
  }

  @Test func reportWithoutHTMLIsAUsageError() async throws {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let result = try await snapshots(["report"], in: tree)
    #expect(result.status == 64)
    #expect(result.error.contains("--html"))
    #expect(result.output.isEmpty)
  }

  /// `html` with the five references the page uses turned back into characters; `&amp;`
  /// last, so an escaped reference is not read twice.
  private static func unescaped(_ html: String) -> String {
    html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}

/// Reads the report page as XML and counts the changed-cell marks inside its frames.
///
/// Marks outside a `<pre>` (the legend's samples) are not cells, so they are not counted.
private final class ReportReader: NSObject, XMLParserDelegate {
  /// `<mark>`s of class `added` inside a `<pre>`.
  private(set) var addedMarks = 0
  /// `<mark>`s of class `removed` inside a `<pre>`.
  private(set) var removedMarks = 0
  private var preDepth = 0

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if elementName == "pre" { preDepth += 1 }
    guard elementName == "mark", preDepth > 0 else { return }
    let classes = attributes["class", default: ""].split(separator: " ")
    if classes.contains("added") { addedMarks += 1 }
    if classes.contains("removed") { removedMarks += 1 }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if elementName == "pre" { preDepth -= 1 }
  }
}
