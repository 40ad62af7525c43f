import Foundation
import TestSupport
import Testing

@testable import TextSnapshotsCore

/// The report on a package whose `Snapshots/` holds links and folders named like
/// snapshots: it lists them with the reason and never reads them, so a link cannot copy
/// a file from outside the package into the page.
@Suite struct SnapshotReportSkippedTests {
  let package: TemporaryPackage
  let elsewhere: TemporaryPackage

  init() throws {
    package = try TemporaryPackage()
    elsewhere = try TemporaryPackage()
    try elsewhere.write("# stratus-snapshot 1 text 6x1\n|SECRET|\n", to: "secret.txt")
    let secret = elsewhere.root.appendingPathComponent("secret.txt").path
    try package.link("Snapshots/T/S/stolen.txt.new", to: secret)
    try package.link("Snapshots/T/S/linked.txt", to: secret)
    try package.write("# stratus-snapshot 1 text 3x1\n|new|\n", to: "Snapshots/T/S/linked.txt.new")
    try package.write("inner", to: "Snapshots/T/S/folder.txt.new/inner")
  }

  @Test func aLinkOutsideThePackageNeverBringsItsContentsIntoThePage() throws {
    let report = try SnapshotReport(review: SnapshotReview(packageRoot: package.root))
    let html = report.html()
    #expect(!html.contains("SECRET"))
    #expect(report.pendingCount == 1, "only linked.txt.new is a regular pending file")
    let page = try #require(PageElement.parse(html))
    let entry = try #require(
      page.first { $0.attributes["id"] == HTMLText.anchor(for: "Snapshots/T/S/linked.txt") })
    #expect(
      entry.first { $0.attributes["class"] == "error" }?.text
        == "Snapshots/T/S/linked.txt: a symbolic link, not a regular file; not read")
  }

  @Test func listsEverySkippedEntryWithItsReason() throws {
    let report = try SnapshotReport(review: SnapshotReview(packageRoot: package.root))
    let page = try #require(PageElement.parse(report.html()))
    let section = try #require(page.first { $0.attributes["id"] == "skipped" })
    #expect(
      section.all { $0.name == "li" }.map(\.text) == [
        "Snapshots/T/S/folder.txt.new: a folder, not a regular file",
        "Snapshots/T/S/linked.txt: a symbolic link, not a regular file",
        "Snapshots/T/S/stolen.txt.new: a symbolic link, not a regular file",
      ])
    #expect(
      page.first { $0.attributes["class"] == "summary" }?.text.hasSuffix(
        "3 skipped (not regular files).") == true)
  }
}
