import Foundation
import TestSupport
import Testing

/// `stratus preview --html FILE`: the gallery as one page, holding every fixture the
/// catalogue lists at the sizes of its goldens, each frame the snapshot form's text in
/// its styles' colours, with an index; the single-view forms; and the usual errors.
@Suite struct PreviewGalleryTests {
  /// Every view the catalogue lists with its fixtures, read from `stratus preview`.
  private static func catalogue() async throws -> [(
    view: String, isScreen: Bool, fixtures: [String]
  )] {
    let list = try await Stratus.run(["preview"]).output
    var isScreen = true
    var views: [(String, Bool, [String])] = []
    for line in list.split(separator: "\n") {
      if line == "SCREENS" || line == "COMPONENTS" {
        isScreen = line == "SCREENS"
        continue
      }
      let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
      let fixtures = words[1].trimmingCharacters(in: .whitespaces).components(separatedBy: ", ")
      views.append((String(words[0]), isScreen, fixtures))
    }
    return views
  }

  /// The page written to standard output by `preview <arguments> --html -`, parsed.
  private static func page(_ arguments: [String]) async throws -> (html: String, page: PageElement)
  {
    let result = try await Stratus.run(["preview"] + arguments + ["--html", "-"])
    #expect(result.status == 0, "\(result.error)")
    let page = try #require(PageElement.parse(result.output), "the page is well-formed XML")
    return (result.output, page)
  }

  @Test func theWholeGalleryHoldsEveryFixtureAtItsGoldensSizesWithAnIndex() async throws {
    let catalogue = try await Self.catalogue()
    #expect(catalogue.count > 20)
    let (html, page) = try await Self.page(["--all"])
    let headings = page.all { $0.name == "h3" }.map(\.text)
    let text = try await Stratus.run(["preview", "--all"]).output
    let printed = text.split(separator: "\n").filter { $0.hasPrefix("── ") && $0.hasSuffix(" ──") }
    #expect(headings == printed.map { String($0.dropFirst(3).dropLast(3)) })
    let expected = catalogue.flatMap { view in view.fixtures.map { "\(view.view) · \($0)" } }
    #expect(headings.sorted() == expected.sorted(), "every fixture of every view the list names")
    let captions = page.all { $0.name == "figcaption" }.map(\.text)
    let screens = catalogue.filter(\.isScreen).reduce(0) { $0 + $1.fixtures.count }
    #expect(captions.count == screens * 3 + expected.count - screens)
    #expect(captions.prefix(3) == ["80x24", "40x20", "120x40"])

    let index = try #require(page.first { $0.attributes["id"] == "contents" })
    let links = index.all { $0.name == "a" }.compactMap { $0.attributes["href"] }
    #expect(links.count == catalogue.count + expected.count, "a link to each view and fixture")
    let ids = Set(page.all { $0.attributes["id"] != nil }.compactMap { $0.attributes["id"] })
    #expect(links.allSatisfy { $0.hasPrefix("#") && ids.contains(String($0.dropFirst())) })
    // Fixtures show URLs as text; the markup loads and links to nothing outside.
    #expect(page.all { ["script", "img", "link", "iframe"].contains($0.name) }.isEmpty)
    #expect(page.all { $0.attributes["src"] != nil }.isEmpty)
    #expect(page.all { $0.name == "a" }.allSatisfy { $0.attributes["href"]?.first == "#" })
    let again = try await Stratus.run(["preview", "--all", "--html", "-"])
    #expect(again.output == html, "no date, no chance: the same page every time")
  }

  @Test func aFrameIsItsSnapshotsTextWithEachStyledCellInItsColours() async throws {
    let fenced = try await Stratus.run(["preview", "NowView", "toronto", "--fence"]).output
    let lines = fenced.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let styles = try #require(lines.firstIndex(of: "# styles"), "the fixture is styled")
    let rows = lines[1..<styles].map { String($0.dropFirst().dropLast()) }
    let legend = lines[(styles + 1 + rows.count)...].joined(separator: "\n")

    let (_, page) = try await Self.page(["NowView", "toronto", "--width", "80", "--height", "24"])
    #expect(page.all { $0.name == "figure" }.count == 1, "a size given: that size alone")
    let frame = try #require(page.first { $0.name == "pre" && $0.attributes["class"] == "frame" })
    #expect(frame.text == "\n" + rows.joined(separator: "\n"))
    let colored = frame.all { $0.attributes["style"]?.contains("color:#") == true }
    #expect(!colored.isEmpty, "styled cells are drawn in their colours")
    let details = try #require(page.first { $0.name == "details" })
    let shown = try #require(details.first { $0.attributes["class"] == "styles" })
    #expect(shown.text == "\n" + legend, "the legend, as the golden holds it")
    let swatches = shown.all { $0.attributes["style"] != nil }
    #expect(swatches.count == legend.split(separator: "\n").count, "each symbol in its style")
  }

  @Test func oneViewGivesEachOfItsFixtures() async throws {
    let catalogue = try await Self.catalogue()
    let hourly = try #require(catalogue.first { $0.view == "HourlyStrip" })
    let (_, page) = try await Self.page(["HourlyStrip"])
    #expect(
      page.all { $0.name == "h3" }.map(\.text) == hourly.fixtures.map { "HourlyStrip · \($0)" })
    let captions = page.all { $0.name == "figcaption" }.map(\.text)
    #expect(captions.count == hourly.fixtures.count, "a component at one size")
    #expect(captions.allSatisfy { $0.hasPrefix("80x") }, "its blank rows below left out")
  }

  @Test func aFileIsWrittenAndNamed() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("gallery.html")
    let result = try await Stratus.run(["preview", "NowView", "toronto", "--html", file.path])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "wrote \(file.path): 1 view, 1 fixture, 3 frames\n")
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
  }

  // MARK: - Errors

  @Test func aFolderOrAMissingFolderIsRefusedNamingIt() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let intoFolder = try await Stratus.run(["preview", "--all", "--html", folder.path])
    #expect(intoFolder.status == 74)
    #expect(
      intoFolder.error
        == "stratus preview: cannot write \(folder.path): it is a folder; name a file for the "
        + "page, such as \(folder.path)/gallery.html\n")
    let missing = folder.appendingPathComponent("missing/gallery.html").path
    let intoNothing = try await Stratus.run(["preview", "--all", "--html", missing])
    #expect(intoNothing.status == 74)
    #expect(
      intoNothing.error
        == "stratus preview: cannot write \(missing): the folder "
        + "\(folder.appendingPathComponent("missing").path) does not exist\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(arguments: [
    (["--all", "--html", ""], "--html needs a file name, or - for standard output"),
    (["--html", "gallery.html"], "--html draws frames: give --all or a view"),
    (["--all", "--html", "-", "--fence"], "--html and --fence are two forms of the frames"),
  ])
  func aMeaninglessCombinationIsAUsageError(arguments: [String], message: String) async throws {
    let result = try await Stratus.run(["preview"] + arguments)
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("stratus preview: \(message)"), "\(result.error)")
    #expect(result.output.isEmpty)
  }

  // MARK: - Helpers

  private static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-gallery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
