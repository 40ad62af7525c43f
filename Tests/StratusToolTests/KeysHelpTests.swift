import Foundation
import Testing

/// The app's global keys are declared once (`GlobalKey.all` in Application): the help
/// sheet the app opens with `?`, the KEYS section of `stratus run --help` and the help
/// sheet's fixtures all list the same keys with the same words, in the same order.
@Suite struct KeysHelpTests {
  /// A key and what it does, as a help lists it.
  struct Row: Equatable, CustomStringConvertible {
    var key: String
    var help: String
    var description: String { "\(key) \(help)" }
  }

  /// The KEYS rows of `stratus run --help`, without the terminal's own Ctrl-C and Ctrl-Z.
  static func runHelpRows() async throws -> [Row] {
    let help = try await Stratus.run(["run", "--help"]).output
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let heading = lines.firstIndex(where: { $0.hasPrefix("KEYS") }) else { return [] }
    return lines[(heading + 1)...].prefix { !$0.isEmpty }.compactMap { line in
      let words = line.split(separator: " ")
      guard let key = words.first, !key.hasPrefix("Ctrl-") else { return nil }
      return Row(key: String(key), help: words.dropFirst().joined(separator: " "))
    }
  }

  /// The rows of the help sheet ("Keys") in an ASCII `frame`, where a character is a
  /// column: each row under the sheet's title, between its borders, up to the first
  /// row that is not a key, two or more spaces and its help.
  static func sheetRows(in frame: String) -> [Row] {
    let lines = frame.split(separator: "\n").map(String.init)
    guard let title = lines.firstIndex(where: { $0.contains("+- Keys") }),
      let border = lines[title].range(of: "+- Keys")
    else { return [] }
    let left = lines[title].distance(from: lines[title].startIndex, to: border.lowerBound)
    var rows: [Row] = []
    for line in lines[(title + 1)...] {
      let inside = line.dropFirst(left + 2).prefix { $0 != "|" }
      guard !inside.hasPrefix(" "), let gap = inside.range(of: "  ") else { break }
      let help = inside[gap.upperBound...].trimmingCharacters(in: .whitespaces)
      rows.append(Row(key: String(inside[..<gap.lowerBound]), help: help))
    }
    return rows
  }

  @Test func runHelpListsTheKeysOfTheHelpSheetInOrder() async throws {
    let run = try await Self.runHelpRows()
    let frame = try await Stratus.run(["script", "-", "--ascii"], input: "key ?\nframe\n").output
    let sheet = Self.sheetRows(in: frame)
    #expect(run.count >= 10, "\(run)")
    #expect(sheet == run, "the sheet:\n\(frame)")
    #expect(run.first?.key.hasPrefix("1-") == true && run.first?.help == "switch to a tab")
    #expect(run.map(\.key).contains("Esc") && run.map(\.key).contains("q"))
  }

  @Test func theHelpSheetFixtureIsTheAppsHelp() async throws {
    let run = try await Self.runHelpRows()
    let preview = try await Stratus.run(["preview", "HelpSheet", "ascii"]).output
    let fixture = Self.sheetRows(in: preview)
    // The fixture is a sample of a five-tab app: its tab keys are "1-5" whatever the count.
    #expect(fixture.first == Row(key: "1-5", help: "switch to a tab"))
    #expect(fixture.dropFirst() == run.dropFirst(), "the fixture:\n\(preview)")
    #expect(fixture.first?.help == run.first?.help)
  }
}
