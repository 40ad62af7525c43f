import Foundation
import TestSupport
import Testing
import TextUI

@testable import TextSnapshotsCore

/// The SVG image of a frame: a grid of fixed cells, a `<tspan>` per run of one style
/// placed at its column and held to its width, a wide glyph two cells wide, backgrounds
/// as rectangles, colours from xterm's palette, markup escaped.
@Suite struct FrameSVGTests {
  private static let alert = Style(foreground: .red, attributes: .bold).named("alert", letter: "a")
  private static let band = Style(
    foreground: .indexed(196), background: .rgb(0x10, 0x20, 0x30))
  private static let selected = Style(attributes: [.underline, .reverse, .italic, .dim])

  private static var frame: Frame {
    var frame = Frame(width: 12, height: 3)
    frame.write("<a&\"b'>", x: 0, y: 0)
    frame.write("東 -3°", x: 0, y: 1)
    frame.write("-3", x: 3, y: 1, style: alert)
    frame.write("hot", x: 8, y: 1, style: band)
    frame.write("[1 Now]", x: 1, y: 2, style: selected)
    return frame
  }

  private static func tspans(in image: PageElement) -> [PageElement] {
    image.all { $0.name == "tspan" }
  }

  @Test func isAWellFormedImageOnAGridOfCells() throws {
    let svg = FrameSVG.image(of: Self.frame)
    let image = try #require(PageElement.parse(svg), "the image is well-formed XML")
    #expect(image.name == "svg")
    #expect(image.attributes["viewBox"] == "0 0 72 36", "12 cells of 6 by 3 rows of 12")
    #expect(image.attributes["width"] == "108" && image.attributes["height"] == "54")
    #expect(image.all { $0.name == "text" }.map { $0.attributes["y"] } == ["9", "21", "33"])
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(FrameSVG.image(of: Self.frame) == svg, "the same frame gives the same bytes")
  }

  @Test func eachRunOfOneStyleIsATspanAtItsColumnAndAWideGlyphTwoCellsWide() throws {
    let image = try #require(PageElement.parse(FrameSVG.image(of: Self.frame)))
    let spans = Self.tspans(in: image)
    #expect(spans.map(\.text) == ["<a&\"b'>", "東", "-3", "°", "hot", "[1 Now]"])
    let placed = spans.map { ($0.text, $0.attributes["x"], $0.attributes["textLength"]) }
    #expect(placed[1] == ("東", "0", "12"), "a wide glyph: two cells of 6")
    #expect(placed[2] == ("-3", "18", "12"), "after the wide glyph and a blank, at column 3")
    #expect(placed[3] == ("°", "30", "6"))
    #expect(placed[4] == ("hot", "48", "18"))
  }

  @Test func coloursAndAttributesComeFromXtermsPalette() throws {
    let image = try #require(PageElement.parse(FrameSVG.image(of: Self.frame)))
    let spans = Dictionary(
      Self.tspans(in: image).map { ($0.text, $0.attributes) }, uniquingKeysWith: { a, _ in a })
    #expect(spans["-3"]?["fill"] == "#cd0000")
    #expect(spans["-3"]?["font-weight"] == "bold")
    #expect(spans["hot"]?["fill"] == "#ff0000", "idx(196)")
    #expect(spans["°"]?["fill"] == nil, "the default colour is the group's")
    let reversed = try #require(spans["[1 Now]"])
    #expect(reversed["fill"] == FrameSVG.background, "reverse video: the default colours swap")
    #expect(reversed["font-style"] == "italic" && reversed["fill-opacity"] == "0.6")
    #expect(reversed["text-decoration"] == "underline")
    let rects = image.all { $0.name == "rect" }.map {
      [$0.attributes["x"], $0.attributes["y"], $0.attributes["width"], $0.attributes["fill"]]
    }
    #expect(
      rects == [
        [nil, nil, "72", FrameSVG.background],
        ["48", "12", "18", "#102030"],
        ["6", "24", "42", FrameSVG.foreground],
      ])
  }

  @Test func markupInTextIsEscaped() {
    let svg = FrameSVG.image(of: Self.frame)
    #expect(svg.contains(">&lt;a&amp;&quot;b&#39;&gt;</tspan>"))
  }
}
