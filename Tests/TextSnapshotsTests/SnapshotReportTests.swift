import Foundation
import TestSupport
import Testing

@testable import TextSnapshotsCore

/// The HTML report on a temporary package holding a changed frame (with a wide glyph and
/// markup characters), a frame that grew, a new snapshot, a changed trace and a pending
/// file that is not text. The page is parsed as XML and checked element by element.
@Suite struct SnapshotReportTests {
  let package: TemporaryPackage
  let html: String
  let page: PageElement

  init() throws {
    package = try TemporaryPackage()
    try package.write(Self.frame(["Hi <&>", "  ab  ", "\"'----"]), to: "Snapshots/T/S/frame.txt")
    try package.write(
      Self.frame(["Ho <&>", "  東  ", "\"'<---"]), to: "Snapshots/T/S/frame.txt.new")
    try package.write(Self.frame(["ab"]), to: "Snapshots/T/S/grown.txt")
    try package.write(Self.frame(["abc", "d  "]), to: "Snapshots/T/S/grown.txt.new")
    try package.write(Self.frame(["first"]), to: "Snapshots/T/S/first.txt.new")
    try package.write(Snapshot(text: "ok\n").text, to: "Snapshots/T/S/broken.txt")
    try package.write(
      "# stratus-snapshot 1 text 1x1\n|\u{0}|\n", to: "Snapshots/T/S/broken.txt.new")
    let oldTrace = ["pass 1", "evaluated A (first)", "evaluated Text[\"<b>\"] (first)", "done 2"]
    let newTrace = ["pass 1", "evaluated A (first)", "reused Text", "evicted C", "done 1"]
    try package.write(Self.trace(oldTrace), to: "Snapshots/T/S/trace.txt")
    try package.write(Self.trace(newTrace), to: "Snapshots/T/S/trace.txt.new")
    html = try SnapshotReport(review: SnapshotReview(packageRoot: package.root)).html()
    page = try #require(PageElement.parse(html))
  }

  private static func frame(_ rows: [String]) -> String {
    "# stratus-snapshot 1 frame 6x\(rows.count)\n" + rows.map { "|\($0)|\n" }.joined()
  }

  private static func trace(_ lines: [String]) -> String {
    "# stratus-snapshot 1 trace 30x\(lines.count)\n" + lines.map { "|\($0)|\n" }.joined()
  }

  /// The golden (`old`) or new panel's `<pre>` of the entry for `path`.
  private func panel(_ path: String, _ side: String) throws -> PageElement {
    let entry = try #require(page.first { $0.attributes["id"] == HTMLText.anchor(for: path) })
    let column = try #require(entry.first { $0.attributes["class"] == "side \(side)" })
    return try #require(column.first { $0.name == "pre" })
  }

  private func marks(in pre: PageElement) -> [PageElement] { pre.all { $0.name == "mark" } }

  // MARK: - Document

  @Test func isOneWellFormedDocumentWithNoExternalAssetsOrScripts() {
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(page.name == "html")
    #expect(page.first { $0.name == "meta" }?.attributes["charset"] == "utf-8")
    for forbidden in ["http", "src=", "<script", "url(", "@import"] {
      #expect(!html.lowercased().contains(forbidden), "found \(forbidden)")
    }
  }

  @Test func summaryCountsPendingAndSaysNoRunIsRecorded() throws {
    let summary = try #require(page.first { $0.attributes["class"] == "summary" })
    #expect(
      summary.text == "5 pending (1 new, 4 changed). Orphans: no complete run recorded.")
  }

  @Test func contentsLinksEveryEntryInPathOrderToAnExistingId() {
    let links = page.all { $0.name == "a" && $0.attributes["href"]?.hasPrefix("#") == true }
    let ids = page.all { $0.attributes["id"] != nil }.compactMap { $0.attributes["id"] }
    #expect(Set(ids).count == ids.count)
    for link in links { #expect(ids.contains(String(link.attributes["href"]!.dropFirst()))) }
    let contents = page.first { $0.attributes["id"] == "contents" }
    #expect(
      contents?.all { $0.name == "a" }.map(\.text)
        == ["broken", "first", "frame", "grown", "trace"]
        .map { "Snapshots/T/S/\($0).txt" })
  }

  @Test func escapesMarkupInFramesTitlesAndAttributes() throws {
    #expect(html.contains("&lt;&amp;&gt;"))
    #expect(html.contains("&quot;&#39;"))
    #expect(!html.contains("<&>") && !html.contains("<b>"))
    let titled = try SnapshotReport(review: SnapshotReview(packageRoot: package.root))
      .html(title: "A <b> & 'c'")
    #expect(titled.contains("<title>A &lt;b&gt; &amp; &#39;c&#39;</title>"))
  }

  // MARK: - Frames

  @Test func showsBothFramesWhole() throws {
    let old = try panel("Snapshots/T/S/frame.txt", "old").text
    let new = try panel("Snapshots/T/S/frame.txt", "new").text
    #expect(old == "\nHi <&>\n  ab  \n\"'----")
    #expect(new == "\nHo <&>\n  東  \n\"'<---")
  }

  @Test func marksExactlyTheChangedCellsOnEachSide() throws {
    let old = marks(in: try panel("Snapshots/T/S/frame.txt", "old"))
    let new = marks(in: try panel("Snapshots/T/S/frame.txt", "new"))
    #expect(old.map(\.text) == ["i", "a", "b", "-"])
    #expect(new.map(\.text) == ["o", "東", "<"])
    #expect(old.allSatisfy { $0.attributes["class"] == "changed removed" })
    #expect(new.allSatisfy { $0.attributes["class"] == "changed added" })
    #expect(new[1].attributes["title"] == "(2,1) 'a' -> '東'; (3,1) 'b' -> ''")
    #expect(html.contains("<p class=\"counts\">4 cells changed.</p>"))
  }

  @Test func cellsOnlyTheLargerFrameHasAreMarkedOnItsSide() throws {
    #expect(marks(in: try panel("Snapshots/T/S/grown.txt", "old")).isEmpty)
    let new = marks(in: try panel("Snapshots/T/S/grown.txt", "new"))
    #expect(new.map(\.text) == ["c", "d", " ", " "])
    #expect(new[0].attributes["title"] == "(2,0) none -> 'c'")
    #expect(html.contains("4 cells changed; frame 6x1 -&gt; frame 6x2."))
  }

  @Test func newSnapshotShowsNoneOnTheOldSide() throws {
    let entry = try #require(
      page.first { $0.attributes["id"] == "snapshot-Snapshots/T/S/first.txt" })
    let old = try #require(entry.first { $0.attributes["class"] == "side old" })
    #expect(old.first { $0.attributes["class"] == "none" }?.text == "(none)")
    #expect(try panel("Snapshots/T/S/first.txt", "new").text == "\nfirst")
    #expect(entry.first { $0.attributes["class"] == "badge new" } != nil)
  }

  // MARK: - Traces and errors

  @Test func traceMarksChangedLinesAndPadsTheShorterSide() throws {
    let old = try panel("Snapshots/T/S/trace.txt", "old")
    let new = try panel("Snapshots/T/S/trace.txt", "new")
    #expect(marks(in: old).map(\.text) == ["evaluated Text[\"<b>\"] (first)", "done 2"])
    #expect(marks(in: new).map(\.text) == ["reused Text", "evicted C", "done 1"])
    #expect(old.all { $0.attributes["class"] == "filler" }.count == 1)
    #expect(new.all { $0.attributes["class"] == "filler" }.isEmpty)
    #expect(old.text == "\npass 1\nevaluated A (first)\nevaluated Text[\"<b>\"] (first)\ndone 2\n")
    #expect(html.contains("2 lines removed, 3 added; trace 30x4 -&gt; trace 30x5."))
  }

  @Test func unreadablePendingFileShowsItsErrorAndTheRestStillRenders() throws {
    let entry = try #require(
      page.first { $0.attributes["id"] == "snapshot-Snapshots/T/S/broken.txt" })
    let error = entry.first { $0.attributes["class"] == "error" }
    #expect(
      error?.text == "Snapshots/T/S/broken.txt.new is not a text snapshot (NUL byte at offset 31)")
    #expect(page.all { $0.attributes["class"] == "entry" }.count == 5)
  }

  // MARK: - Orphans, ids and determinism

  @Test func listsOrphansOfTheLastCompleteRun() throws {
    try package.write("x", to: "Snapshots/T/S/gone.txt")
    try package.write(
      "matched\tSnapshots/T/S/frame.txt\n", to: ".build/stratus-snapshots/runs/r1/1.ledger")
    try SnapshotLedger(packageRoot: package.root).markComplete(run: "r1", green: true)
    let page = try #require(
      PageElement.parse(
        try SnapshotReport(review: SnapshotReview(packageRoot: package.root)).html()))
    let orphans = try #require(page.first { $0.attributes["id"] == "orphans" })
    #expect(
      orphans.all { $0.name == "li" }.map(\.text) == [
        "Snapshots/T/S/broken.txt", "Snapshots/T/S/gone.txt", "Snapshots/T/S/grown.txt",
        "Snapshots/T/S/trace.txt",
      ])
  }

  @Test func anchorsKeepPathsReadableAndNeverCollide() {
    #expect(HTMLText.anchor(for: "Snapshots/T/S/a.2.txt") == "snapshot-Snapshots/T/S/a.2.txt")
    #expect(HTMLText.anchor(for: "a_b") == "snapshot-a_5Fb")
    #expect(HTMLText.anchor(for: "a b") != HTMLText.anchor(for: "a_20b"))
    #expect(HTMLText.anchor(for: "東") == "snapshot-_E6_9D_B1")
  }

  @Test func controlCharactersBecomePicturesSoThePageStaysXML() {
    #expect(HTMLText.escaped("\u{1B}[1m\ta\u{7F}<") == "␛[1m␉a␡&lt;")
    #expect(PageElement.parse("<p>\(HTMLText.escaped("\u{1}\u{FFFF}"))</p>")?.text == "␁\u{FFFD}")
  }

  @Test func c1AndBidiControlsBecomeVisibleEscapes() {
    #expect(HTMLText.escaped("a\u{9B}31m\u{202E}<b\u{2066}") == #"a\u{9B}31m\u{202E}&lt;b\u{2066}"#)
    #expect(HTMLText.escaped("\u{85}\"\u{200F}") == #"\u{85}&quot;\u{200F}"#)
  }

  @Test func sameFilesGiveTheSamePage() throws {
    let again = try SnapshotReport(review: SnapshotReview(packageRoot: package.root)).html()
    #expect(again == html)
  }

  @Test func missingPackageRootThrows() {
    let root = package.root.appendingPathComponent("missing")
    #expect(throws: SnapshotError.io(file: root.path, reason: "is not a folder")) {
      try SnapshotReport(review: SnapshotReview(packageRoot: root))
    }
  }
}
