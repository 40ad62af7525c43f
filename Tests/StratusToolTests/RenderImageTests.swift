import Foundation
import TestSupport
import Testing

/// `stratus render <screen> --svg FILE`: the frame as an SVG image, one `<text>` per
/// row on a grid of cells, in the styles the views declare whatever the environment
/// says, written where `--html` pages are written, with the same errors.
@Suite struct RenderImageTests {
  @Test func theImageHasARowOfTextPerLineOfTheFrameInItsStyles() async throws {
    let result = try await Stratus.run(["render", "now", "--svg", "-"])
    #expect(result.status == 0, "\(result.error)")
    let image = try #require(PageElement.parse(result.output), "the image is well-formed XML")
    #expect(image.name == "svg")
    #expect(image.attributes["viewBox"] == "0 0 480 288", "80 cells of 6, 24 rows of 12")
    let text = try await Stratus.run(["render", "now"]).output
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let drawn = image.all { $0.name == "text" }
    #expect(
      drawn.count == rows.filter { !$0.allSatisfy { $0 == " " } }.count, "blank rows draw nothing")
    let header = try #require(drawn.first).all { $0.name == "tspan" }
    #expect(header.contains { $0.text == "Toronto, Ontario" && $0.attributes["fill"] != nil })
    #expect(result.output.hasSuffix("</svg>\n"))
  }

  @Test func theImageIsTheSameWhateverTheEnvironmentSays() async throws {
    let plain = try await Stratus.run(["render", "now", "--svg", "-"])
    for environment in [["NO_COLOR": "1"], ["TERM": "dumb"], ["COLORTERM": "truecolor"]] {
      let other = try await Stratus.run(["render", "now", "--svg", "-"], environment: environment)
      #expect(other.outputBytes == plain.outputBytes, "\(environment)")
    }
    let never = try await Stratus.run(["render", "now", "--svg", "-", "--color", "never"])
    #expect(never.outputBytes == plain.outputBytes, "the image records styles as declared")
  }

  @Test func aFileIsWrittenAndNamedAndAFolderRefused() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("week.svg")
    let written = try await Stratus.run(["render", "week", "--size", "100x30", "--svg", file.path])
    #expect(written.status == 0, "\(written.error)")
    #expect(written.output == "wrote \(file.path): week, 100x30\n")
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("<?xml"))
    let refused = try await Stratus.run(["render", "now", "--svg", folder.path])
    #expect(refused.status == 74)
    #expect(
      refused.error
        == "stratus render: cannot write \(folder.path): it is a folder; name a file for the "
        + "image, such as \(folder.path)/screen.svg\n")
  }

  @Test(arguments: [
    (["--svg", ""], "--svg needs a file name, or - for standard output"),
    (["--svg", "-", "--fence"], "--svg and --fence are two forms of the frame; give one"),
    (["--svg", "-", "--trace"], "--svg writes the frame alone"),
  ])
  func aMeaninglessCombinationIsAUsageError(arguments: [String], message: String) async throws {
    let result = try await Stratus.run(["render", "now"] + arguments)
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("stratus render: \(message)"), "\(result.error)")
    #expect(result.output.isEmpty)
  }
}
