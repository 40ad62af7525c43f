import Foundation
import Testing

/// `stratus snapshots review --color`: a styled frame's two versions drawn in their
/// styles where colour is drawn, and the text form alone (rows, plane, legend) where it
/// is not. Without a terminal the review prints every diff, so the bytes can be compared.
@Suite struct ReviewColorTests {
  /// A styled golden, recorded by hand so its bytes are known.
  private static let golden = """
    # stratus-snapshot 2 frame 6x1
    |Storm |
    # styles
    |aaaaa.|
    a alert: fg=red bold

    """

  /// The same text, now blue and underlined without a role: a style-only change.
  private static let pending = """
    # stratus-snapshot 2 frame 6x1
    |Storm |
    # styles
    |11111.|
    1 fg=blue underline

    """

  /// The diff's lines for the style change: plane and legend, as the text form has them.
  private static let textDiff =
    "-|aaaaa.|\n-a alert: fg=red bold\n+|11111.|\n+1 fg=blue underline\n"

  private static let path = "Snapshots/Styled/Suite/storm.txt"

  /// `stratus snapshots review` with `arguments` on a tree holding one styled pending
  /// snapshot, with `environment` (and `TERM`, which the depth depends on) added.
  private func review(_ arguments: [String], environment: [String: String]) async throws
    -> Stratus.Result
  {
    let tree = try SnapshotTree()
    defer { tree.remove() }
    let golden = tree.url(Self.path)
    try FileManager.default.createDirectory(
      at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(Self.golden.utf8).write(to: golden)
    try Data(Self.pending.utf8).write(to: tree.url(Self.path + ".new"))
    return try await Stratus.run(
      ["snapshots", "review", "--package-path", tree.root.path] + arguments,
      environment: ["TERM": "xterm-256color"].merging(environment) { $1 })
  }

  @Test func colourAlwaysDrawsTheGoldenAndTheNewFrameInTheirStyles() async throws {
    let result = try await review(["--color", "always"], environment: [:])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.contains(
        "golden, drawn in its styles:\n|\u{1B}[1;31mStorm\u{1B}[0m |\n"
          + "new, drawn in its styles:\n|\u{1B}[4;34mStorm\u{1B}[0m |\n"))
    // The text form is still there, coloured as a diff: nothing is lost.
    #expect(result.output.contains("|aaaaa.|"))
    #expect(result.output.contains("1 fg=blue underline"))
  }

  @Test func colourNeverShowsTheTextFormAlone() async throws {
    let result = try await review(["--color", "never"], environment: ["FORCE_COLOR": "1"])
    #expect(result.status == 0, "\(result.error)")
    #expect(!result.output.contains("\u{1B}"))
    #expect(!result.output.contains("drawn in its styles"))
    #expect(result.output.contains(Self.textDiff))
  }

  @Test func autoToAPipeDrawsNoStyle() async throws {
    let result = try await review([], environment: [:])
    #expect(result.status == 0, "\(result.error)")
    #expect(!result.output.contains("\u{1B}"))
    #expect(result.output.contains(Self.textDiff))
  }

  @Test func noColorDrawsTheAttributesWithoutColours() async throws {
    let result = try await review([], environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.contains(
        "golden, drawn in its styles:\n|\u{1B}[1mStorm\u{1B}[22m |\n"
          + "new, drawn in its styles:\n|\u{1B}[4mStorm\u{1B}[24m |\n"))
    // No colour anywhere: neither in the frames nor in the diff's own marks.
    let sequences = result.output.split(separator: "\u{1B}").dropFirst()
    #expect(sequences.map { $0.prefix { $0 != "m" } }.sorted() == ["[1", "[22", "[24", "[4"])
  }
}
