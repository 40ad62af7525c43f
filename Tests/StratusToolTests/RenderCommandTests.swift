import Foundation
import Testing
import TextSnapshots

/// `stratus render`, run as a built binary: every screen at two sizes against goldens,
/// and each option doing what its help says.
@Suite struct RenderCommandTests {
  /// Every screen, as the tool lists them (`render --list`): the app's tabs, the day
  /// detail and the sheets. The tests that go through every screen take them from here,
  /// so a new tab is tested with no change to them.
  static func screens() async throws -> [String] {
    let result = try await Stratus.run(["render", "--list"])
    guard result.status == 0 else { throw ListFailure(message: result.error) }
    return result.output.split(separator: "\n").map(String.init)
  }

  struct ListFailure: Error { var message: String }

  static let sizes = [(80, 24), (40, 20)]

  @Test func listPrintsEachScreenOnceOneALine() async throws {
    let result = try await Stratus.run(["render", "--list"])
    #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
    let names = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(names.last == "", "the last line ends with a newline")
    let screens = names.dropLast()
    #expect(screens.count >= 8, "five tabs, the day, the picker and the alerts at least")
    #expect(Set(screens).count == screens.count)
    #expect(screens.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() && !$0.contains(" ") })
    #expect(try await Stratus.run(["render", "--list", "now"]).output == result.output)
  }

  @Test func theHelpNamesEveryScreen() async throws {
    let help = try await Stratus.run(["render", "--help"]).output
    let screens = try await Self.screens().joined(separator: ", ")
    let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("<screen> \(screens)"), "\(help)")
  }

  @Test(arguments: try await screens())
  func everyScreenAtTwoSizesMatchesItsGolden(screen: String) async throws {
    for (width, height) in Self.sizes {
      let result = try await Stratus.run(
        ["render", screen, "--width", "\(width)", "--height", "\(height)"])
      #expect(result.status == 0, "\(result.error)")
      #expect(result.error.isEmpty)
      #expect(result.output.hasSuffix("\n"))
      let frame = String(result.output.dropLast())
      #expect(frame.split(separator: "\n", omittingEmptySubsequences: false).count == height)
      assertSnapshot(of: frame, as: .lines, named: "\(screen)-\(width)x\(height)")
    }
  }

  @Test func placeUnitsAndClockChangeWhatIsShown() async throws {
    let result = try await Stratus.run([
      "render", "now", "--location", "sao paulo", "--units", "imperial", "--at",
      "2026-07-01T12:00:00-03:00",
    ])
    #expect(result.status == 0, "\(result.error)")
    let header = try #require(result.output.split(separator: "\n").first)
    #expect(header.contains("São Paulo, Brazil"))
    #expect(header.contains("Wed 12:00"))
    #expect(result.output.contains("°F"))
    #expect(!result.output.contains("°C"))
  }

  @Test func theWorkAccountOpensAtItsHome() async throws {
    let result = try await Stratus.run(["render", "now", "--account", "work"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.split(separator: "\n").first?.contains("서울") == true)
  }

  @Test func eachDataStateDrawsItsOwnScreen() async throws {
    let loading = try await Stratus.run(["render", "now", "--state", "loading"])
    #expect(loading.status == 0)
    #expect(loading.output.contains("Loading"))
    let failed = try await Stratus.run(["render", "now", "--state", "failed"])
    #expect(failed.status == 0, "a failure asked for is drawn, not reported")
    #expect(failed.output.contains("Update failed"))
    let empty = try await Stratus.run(["render", "now", "--state", "empty"])
    #expect(empty.status == 0)
    #expect(empty.output.contains("Hourly forecast unavailable"))
  }

  @Test func sizeAsciiAndFenceShapeTheOutput() async throws {
    let result = try await Stratus.run(["render", "week", "--size", "100x30", "--ascii", "--fence"])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n")
    #expect(lines.first == "# stratus-snapshot 2 frame 100x30", "styled: rows, then styles")
    let styles = try #require(lines.firstIndex(of: "# styles"))
    #expect(styles == 31, "a header line, then 30 fenced rows")
    let fenced = lines[1..<styles] + lines[(styles + 1)...].prefix(30)
    #expect(fenced.allSatisfy { $0.hasPrefix("|") && $0.hasSuffix("|") })
    #expect(result.output.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func traceFollowsTheFrame() async throws {
    let result = try await Stratus.run(["render", "week", "--trace"])
    #expect(result.status == 0, "\(result.error)")
    let parts = result.output.components(separatedBy: "\n\npass 1\n")
    #expect(parts.count == 2, "the frame, a blank line, then the passes")
    #expect(parts[1].contains("built WeekContainer: 125 views"))
    #expect(parts[1].contains("reused HeaderContainer"))
  }

  @Test func traceFullListsEveryPrimitiveAndCompactIsTheDefault() async throws {
    let compact = try await Stratus.run(["render", "week", "--trace"])
    let full = try await Stratus.run(["render", "week", "--trace", "full"])
    let inline = try await Stratus.run(["render", "week", "--trace=full"])
    #expect(full.status == 0, "\(full.error)")
    #expect(full.output == inline.output)
    #expect(!compact.output.contains("evaluated WeekContainer (first)"))
    #expect(full.output.contains("evaluated WeekContainer (first)"))
    #expect(full.output.contains("evaluated VStack (first)"))
    // The same passes, so the same summary lines.
    let summaries = { (text: String) in
      text.split(separator: "\n").filter { $0.hasPrefix("evaluated ") && $0.contains(", evicted ") }
    }
    #expect(summaries(compact.output) == summaries(full.output))
  }

  @Test func traceTakesOnlyCompactOrFull() async throws {
    let result = try await Stratus.run(["render", "week", "--trace=all"])
    #expect(result.status == 64)
    #expect(
      result.error.hasPrefix("stratus render: unknown --trace value 'all'; forms: compact, full\n"))
  }

  @Test func recordedOpenMeteoFilesAreASource() async throws {
    let result = try await Stratus.run([
      "render", "now", "--source", "file:Examples/open-meteo", "--at", "2026-11-22T20:00:00Z",
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Toronto"))
  }
}
