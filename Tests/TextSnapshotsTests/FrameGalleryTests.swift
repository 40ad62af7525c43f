import Foundation
import TestSupport
import Testing
import TextUI

@testable import TextSnapshotsCore

/// The preview gallery's page: one well-formed document with an index linking to every
/// fixture, each frame drawn by the report's own code in its styles' colours, markup
/// characters escaped, and the style plane and legend folded under a styled frame.
@Suite struct FrameGalleryTests {
  private static let alert = Style(foreground: .red, attributes: .bold).named("alert", letter: "a")

  /// A frame whose text holds the markup characters, a wide glyph and a styled run.
  private static var markup: Frame {
    var frame = Frame(width: 12, height: 2)
    frame.write("<a&\"b'>", x: 0, y: 0)
    frame.write("東 -3°", x: 0, y: 1)
    frame.write("-3", x: 3, y: 1, style: alert)
    return frame
  }

  private static var plain: Frame {
    var frame = Frame(width: 5, height: 1)
    frame.write("calm", x: 0, y: 0)
    return frame
  }

  private static let gallery = FrameGallery(
    title: "Gallery <&>",
    sections: [
      .init(name: "NowView", entries: [.init(name: "markup", frames: [markup, plain])]),
      .init(name: "Sun & Moon", entries: [.init(name: "calm", frames: [plain])]),
    ])

  @Test func isOneWellFormedDocumentLinkingEveryFixtureToItsSection() throws {
    let html = Self.gallery.document()
    let page = try #require(PageElement.parse(html), "the page is well-formed XML")
    let index = try #require(page.first { $0.attributes["id"] == "contents" })
    let links = index.all { $0.name == "a" }.compactMap { $0.attributes["href"] }
    #expect(
      links == [
        "#preview-NowView", "#preview-NowView/markup", "#preview-Sun_20_26_20Moon",
        "#preview-Sun_20_26_20Moon/calm",
      ])
    let ids = Set(page.all { $0.attributes["id"] != nil }.compactMap { $0.attributes["id"] })
    #expect(links.allSatisfy { ids.contains(String($0.dropFirst())) })
    let headings = page.all { $0.name == "h3" }.map(\.text)
    #expect(headings == ["NowView · markup", "Sun & Moon · calm"])
    #expect(page.all { $0.name == "figcaption" }.map(\.text) == ["12x2", "5x1", "5x1"])
    #expect(html.contains("<p class=\"summary\">2 views, 2 fixtures, 3 frames.</p>"))
    #expect(html.contains("<title>Gallery &lt;&amp;&gt;</title>"))
    for outside in ["<script", "http://", "https://", "src="] {
      #expect(!html.contains(outside), "the page loads nothing: found \(outside)")
    }
  }

  @Test func drawsTextEscapedAndStyledCellsInTheirColours() throws {
    let html = Self.gallery.document()
    let page = try #require(PageElement.parse(html))
    let frame = try #require(page.first { $0.name == "pre" && $0.attributes["class"] == "frame" })
    #expect(frame.text == "\n<a&\"b'>     \n東 -3°      ")
    #expect(html.contains("&lt;a&amp;&quot;b&#39;&gt;"))
    let styled = frame.all { $0.attributes["style"] != nil }
    #expect(styled.map(\.text) == ["-3"])
    #expect(styled.first?.attributes["style"] == "color:#cd0000;font-weight:bold")
    let wide = frame.all { $0.attributes["class"] == "wide" }
    #expect(wide.map(\.text) == ["東"], "a wide glyph gets a box two columns wide")
  }

  @Test func foldsTheStylePlaneAndLegendUnderAStyledFrameOnly() throws {
    let page = try #require(PageElement.parse(Self.gallery.document()))
    let details = page.all { $0.name == "details" }
    #expect(details.count == 1, "the plain frames have no style section")
    let plane = try #require(details.first?.first { $0.attributes["class"] == "plane" })
    #expect(plane.text == "\n............\n...aa.......")
    let legend = try #require(details.first?.first { $0.attributes["class"] == "styles" })
    #expect(legend.text == "\na alert: fg=red bold")
  }

  @Test func theSameFramesGiveTheSamePage() {
    let again = FrameGallery(title: Self.gallery.title, sections: Self.gallery.sections)
    #expect(again.document() == Self.gallery.document())
  }
}
