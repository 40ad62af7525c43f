import Foundation
import Testing
import TextSnapshots

/// The README's picture of the Now screen in colour, `Docs/Images/now.svg`, is what
/// `stratus render now --svg` draws today, as the text frame below it is what
/// `stratus render now` prints (`DocCommandTests`).
///
/// Like the docs' outputs, a stale image fails, and under `STRATUS_SNAPSHOTS=failed` (or
/// `all`), never on CI, the test writes the new one: the command that re-records the
/// goldens after a change re-draws the picture too.
@Suite struct ReadmeImageTests {
  /// The image, from the package's root.
  static let path = "Docs/Images/now.svg"
  /// The one command that re-draws it (and re-records every golden and docs output).
  static let regenerate = "STRATUS_SNAPSHOTS=failed swift test --filter ReadmeImageTests"

  @Test func theCommittedImageIsWhatRenderDrawsToday() async throws {
    // The fixtures' settings: the tool's tests run with a data folder no one writes to.
    let result = try await Stratus.run(["render", "now", "--svg", "-"])
    try #require(result.status == 0, "\(result.error)")
    let file = Stratus.packageRoot.appendingPathComponent(Self.path)
    guard (try? Data(contentsOf: file)) != result.outputBytes else { return }
    if try SnapshotEnvironment.current.overwritesMismatches() {
      try result.outputBytes.write(to: file, options: .atomic)
      Issue.record(
        """
        Re-recorded \(Self.path), the README's picture of the Now screen; review it and run \
        again.
        """)
    } else {
      Issue.record(
        """
        \(Self.path) is stale: it is not what `stratus render now --svg -` draws today. \
        Re-draw it with `\(Self.regenerate)` and commit it.
        """)
    }
  }

  @Test func theReadmeShowsThePictureAboveTheTextOfTheSameScreen() throws {
    let readme = try String(
      contentsOf: Stratus.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let picture = try #require(readme.range(of: "](\(Self.path))"), "the README shows it")
    let text = try #require(readme.range(of: "<!-- output of: swift run stratus render now -->"))
    #expect(picture.lowerBound < text.lowerBound, "the picture comes first, then the text")
    #expect(readme.contains(Self.regenerate), "the README says how to re-draw it")
  }
}
