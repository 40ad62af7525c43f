import Foundation
import Testing
import TextUI

@testable import TextSnapshotsCore

/// A golden edited by hand, merged badly or written by a newer Stratus is named as
/// malformed, with the line and what is wrong, rather than read as if it were fine.
@Suite struct MalformedSnapshotTests {
  /// A well-formed styled file: `Storm` with two styled cells and a blue pair.
  private static let styled = """
    # stratus-snapshot 2 frame 5x1
    |Storm|
    # styles
    |aa11.|
    1 fg=blue
    a alert: fg=red bold

    """

  /// The problem `SnapshotFormat.check` finds in `file`, or `nil`.
  private func problem(_ file: String) -> MalformedSnapshot? {
    do throws(MalformedSnapshot) {
      try SnapshotFormat.check(file)
      return nil
    } catch {
      return error
    }
  }

  @Test func aWellFormedStyledFileHasNoProblem() {
    #expect(problem(Self.styled) == nil)
  }

  @Test func aLegendThatListsALetterTwiceIsMalformedOnItsSecondLine() {
    let file = Self.styled + "a accent: fg=blue\n"
    #expect(
      problem(file)
        == MalformedSnapshot(line: 7, reason: #"the legend lists "a" twice (first on line 6)"#))
  }

  @Test func anUnknownColourIsMalformed() {
    let file = Self.styled.replacingOccurrences(of: "fg=red", with: "fg=chartreuse")
    let found = problem(file)
    #expect(found?.line == 6)
    #expect(found?.reason.hasPrefix(#"unknown colour "chartreuse" in fg=chartreuse; "#) == true)
  }

  @Test func anUnknownAttributeIsMalformed() {
    let file = Self.styled.replacingOccurrences(of: "red bold", with: "red blinking")
    #expect(problem(file)?.reason.hasPrefix(#"unknown word "blinking"; "#) == true)
    #expect(problem(file)?.line == 6)
  }

  @Test func aPlaneSymbolTheLegendDoesNotListIsMalformedWhereItIs() {
    let file = Self.styled.replacingOccurrences(of: "|aa11.|", with: "|aa1x.|")
    #expect(
      problem(file)
        == MalformedSnapshot(
          line: 4, reason: #"cell (3,0) is marked "x", which the legend does not list"#))
  }

  @Test func aHeaderOfANewerVersionIsMalformed() {
    let file = Self.styled.replacingOccurrences(of: "snapshot 2 frame", with: "snapshot 3 frame")
    #expect(
      problem(file)
        == MalformedSnapshot(
          line: 1,
          reason:
            "version 3 is not one this Stratus reads (1 and 2); a newer Stratus may have written it"
        ))
  }

  @Test(arguments: [
    ("|Storm|\n", 1, "the file does not start with a header"),
    ("# stratus-snapshot 1 frame five\n|Storm|\n", 1, "the header is not"),
    ("# stratus-snapshot 1 text 5x1\n|Storm| \n", 2, "this row is not between | fences"),
    ("# stratus-snapshot 1 frame 5x1\nStorm\n", 2, "this row is not between | fences"),
    ("# stratus-snapshot 2 text 5x1\n|Storm|\n", 1, "version 2 is for a frame with styles"),
    ("# stratus-snapshot 2 frame 5x1\n|Storm|\n", 1, "version 2 is a frame with styles, but"),
    (
      "# stratus-snapshot 1 frame 5x1\n|Storm|\n# styles\n|aa...|\na alert: bold\n", 3,
      "a style section needs a version 2 header"
    ),
    (
      "# stratus-snapshot 2 frame 5x2\n|Storm|\n|     |\n# styles\n|aa...|\na alert: bold\n", 4,
      "the style plane has 1 row for 2 rows of text"
    ),
    (
      "# stratus-snapshot 2 frame 5x1\n|Storm|\n# styles\n|.....|\n. fg=red\n", 5,
      "\".\" marks a plain cell"
    ),
    (
      "# stratus-snapshot 2 frame 5x1\n|Storm|\n# styles\na alert: bold\n|aa...|\n", 5,
      "a plane row after the legend"
    ),
    (
      "# stratus-snapshot 2 frame 5x1\n|Storm|\n# styles\n|.....|\nalert\n", 5,
      "this is neither a plane row"
    ),
  ])
  func eachBreakOfTheFormatIsNamedWithItsLine(file: String, line: Int, reason: String) {
    let found = problem(file)
    #expect(found?.line == line, "\(String(describing: found))")
    #expect(found?.reason.hasPrefix(reason) == true, "\(String(describing: found))")
  }

  @Test func theOverflowLineIsNoStyleAndIsNotChecked() throws {
    let file = """
      # stratus-snapshot 2 frame 2x1
      |ab|
      # styles
      |1?|
      1 fg=blue
      ? 3 more styles, past the 143 a plane can tell apart

      """
    #expect(problem(file) == nil)
  }

  @Test func everyStyleDescriptionIsAWordTheCheckKnows() {
    var frame = Frame(width: 8, height: 1)
    let styles: [Style] = [
      Style(foreground: .named(.brightCyan), background: .indexed(236), attributes: .dim),
      Style(foreground: .rgb(red: 255, green: 128, blue: 0), attributes: [.italic, .underline]),
      Style(attributes: [.bold, .reverse, .strikethrough]).named("all: of them", letter: "z"),
      Style(foreground: .default).named("plainly", letter: "p"),
    ]
    for (x, style) in styles.enumerated() { frame.write("x", x: x, y: 0, style: style) }
    #expect(problem(Snapshot(frame).text) == nil)
  }

  /// Every golden this package commits is read as well-formed: the check finds what a
  /// hand edit breaks, never what the library writes.
  @Test func everyCommittedGoldenIsWellFormed() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Snapshots")
    let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
    var checked = 0
    while let path = walker.nextObject() as? String {
      guard path.hasSuffix(".txt") else { continue }
      let data = try Data(contentsOf: folder.appendingPathComponent(path))
      let text = try SnapshotFile.text(of: data, naming: path)
      #expect(problem(text) == nil, "\(path): \(String(describing: problem(text)))")
      checked += 1
    }
    #expect(checked > 100)
  }
}
