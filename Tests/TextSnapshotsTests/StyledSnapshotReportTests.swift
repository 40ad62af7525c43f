import Foundation
import TestSupport
import Testing
import TextUI

@testable import TextSnapshotsCore

/// The HTML report of a styled frame whose text changed in one cell and whose style
/// changed in two others: drawn in colour, text changes and style-only changes marked
/// apart, with the style plane and legend below.
@Suite struct StyledSnapshotReportTests {
  let package: TemporaryPackage
  let html: String
  let page: PageElement

  private static let alert = Style(foreground: .red, attributes: .bold).named("alert", letter: "a")
  private static let value = Style(attributes: .bold).named("value", letter: "v")

  private static func reading(_ place: String, style: Style) -> String {
    var frame = Frame(width: 10, height: 2)
    frame.write(place, x: 0, y: 0)
    frame.write("Now:  -3°", x: 0, y: 1)
    frame.write("-3", x: 6, y: 1, style: style)
    return Snapshot(frame).text
  }

  init() throws {
    package = try TemporaryPackage()
    try package.write(Self.reading("Toronto", style: Self.value), to: "Snapshots/T/S/now.txt")
    try package.write(
      Self.reading("Toronta", style: Self.alert), to: "Snapshots/T/S/now.txt.new")
    html = try SnapshotReport(review: SnapshotReview(packageRoot: package.root)).html()
    page = try #require(PageElement.parse(html))
  }

  /// The `<pre>` of class `kind` on the golden (`old`) or new side.
  private func pre(_ side: String, _ kind: String) throws -> PageElement {
    let column = try #require(page.first { $0.attributes["class"] == "side \(side)" })
    return try #require(column.first { $0.name == "pre" && $0.attributes["class"] == kind })
  }

  @Test func marksTextChangesAndStyleOnlyChangesApart() throws {
    let marks = try pre("new", "frame").all { $0.name == "mark" }
    #expect(marks.map(\.text) == ["a", "-", "3"])
    #expect(marks.map { $0.attributes["class"] } == ["changed added", "restyled", "restyled"])
    #expect(marks[1].attributes["title"] == "(6-7,1) style value -> alert")
    #expect(html.contains("<p class=\"counts\">1 cell changed, 2 restyled.</p>"))
  }

  @Test func drawsEachCellInItsStylesColours() throws {
    let spans = try pre("new", "frame").all { $0.attributes["style"] != nil }
    #expect(spans.map(\.text) == ["-", "3"])
    #expect(spans.allSatisfy { $0.attributes["style"] == "color:#cd0000;font-weight:bold" })
    let old = try pre("old", "frame").all { $0.attributes["style"] != nil }
    #expect(old.map { $0.attributes["style"] } == ["font-weight:bold", "font-weight:bold"])
  }

  @Test func showsTheStylePlaneWithItsRestyledCellsAndTheLegend() throws {
    let plane = try pre("new", "plane")
    #expect(plane.text == "\n..........\n......aa..")
    #expect(plane.all { $0.name == "mark" }.map(\.text) == ["a", "a"])
    #expect(try pre("old", "styles").text == "\nv value: bold")
    #expect(try pre("new", "styles").text == "\na alert: fg=red bold")
  }

  @Test func inlineStyledTextIsReadAsAFrameWithItsStyleSection() throws {
    let contents = SnapshotContents(
      inline: "|ab |\n# styles\n|a1.|\n1 fg=blue\na alert: fg=red bold", kind: .frame)
    #expect(contents.caption == "frame 3x1")
    #expect(contents.rows == ["ab "])
    let frame = try #require(contents.frame)
    #expect(frame.plane == ["a1."])
    #expect(frame.style(column: 1, row: 0) == "fg=blue")
  }

  @Test func legendWordsBecomeCSSInXtermsPalette() {
    #expect(StyleCSS.declarations(for: "plain") == "")
    #expect(StyleCSS.declarations(for: "alert: fg=red bold") == "color:#cd0000;font-weight:bold")
    #expect(
      StyleCSS.declarations(for: "fg=#ff8000 bg=idx(236) italic underline strikethrough")
        == "background:#303030;color:#ff8000;font-style:italic;"
        + "text-decoration:underline line-through")
    #expect(
      StyleCSS.declarations(for: "fg=bright-blue reverse dim")
        == "background:#5c5cff;color:var(--frame);opacity:0.6")
    #expect(
      [16, 21, 196, 231, 232, 255].map { StyleLook.xterm($0) } == [
        "#000000", "#0000ff", "#ff0000", "#ffffff", "#080808", "#eeeeee",
      ])
  }
}
