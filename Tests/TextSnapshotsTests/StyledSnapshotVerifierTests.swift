import Testing
import TextUI

@testable import TextSnapshotsCore

/// A styled golden checked against a new frame: what the failure says, text and style
/// apart, and what the text-only strategy lets pass.
@Suite struct StyledSnapshotVerifierTests {
  let package: TemporaryPackage
  let golden = "Snapshots/FakeTests/Suite/test.txt"

  init() throws { package = try TemporaryPackage() }

  private static let alert = Style(foreground: .red, attributes: .bold).named("alert", letter: "a")
  private static let value = Style(attributes: .bold).named("value", letter: "v")

  /// A two-row reading, `Now:  -3°` on row 1, its number in `number`'s style.
  private func reading(_ number: String = "-3", style: Style = value) -> Frame {
    var frame = Frame(width: 10, height: 2)
    frame.write("Toronto", x: 0, y: 0)
    frame.write("Now:  \(number)°", x: 0, y: 1)
    frame.write(number, x: 6, y: 1, style: style)
    return frame
  }

  private func verify(_ snapshot: Snapshot) -> SnapshotVerifier.Result {
    SnapshotVerifier(policy: SnapshotPolicy(mode: .missing, writes: true), colored: false)
      .verify(snapshot, at: package.location(golden))
  }

  @Test func styledGoldenMatchesTheSameFrame() throws {
    try package.write(Snapshot(reading()).text, to: golden)
    #expect(verify(Snapshot(reading())).outcome == .matched)
  }

  @Test func styleOnlyChangeFailsNamingTheRestyledCellsAndNoText() throws {
    try package.write(Snapshot(reading()).text, to: golden)
    let result = verify(Snapshot(reading(style: Self.alert)))
    #expect(result.outcome == .mismatched)
    #expect(
      result.message == """
        Snapshot \(golden) differs; the golden is untouched. New: \(golden).new, whole \
        diff: \(golden).diff.
        2 cells restyled: (6-7,1) style value -> alert
        --- \(golden)
        +++ \(golden).new
        @@ -3,5 +3,5 @@
         |Now:  -3° |
         # styles
         |..........|
        -|......vv..|
        -v value: bold
        +|......aa..|
        +a alert: fg=red bold
        """)
  }

  @Test func textChangeFailsNamingTheChangedCellsAndNoStyle() throws {
    try package.write(Snapshot(reading()).text, to: golden)
    let message = verify(Snapshot(reading("-4"))).message ?? ""
    #expect(message.contains("\n1 cell changed: (7,1) '3' -> '4'\n"))
    #expect(!message.contains("restyled"))
  }

  @Test func textAndStyleChangesAreListedApart() throws {
    try package.write(Snapshot(reading()).text, to: golden)
    let message = verify(Snapshot(reading("-4", style: Self.alert))).message ?? ""
    #expect(
      message.contains(
        "\n1 cell changed: (7,1) '3' -> '4'\n2 cells restyled: (6-7,1) style value -> alert\n"))
  }

  @Test func aRoleThatChangedItsLookIsNamedWithBothLooks() throws {
    try package.write(Snapshot(reading(style: Self.alert)).text, to: golden)
    let magenta = Style(foreground: .magenta, attributes: .bold).named("alert", letter: "a")
    let message = verify(Snapshot(reading(style: magenta))).message ?? ""
    #expect(
      message.contains(
        "2 cells restyled: (6-7,1) style alert: fg=red bold -> alert: fg=magenta bold\n"))
  }

  @Test func anUnstyledGoldenThatGainsAStyleSaysWhichCellsDid() throws {
    try package.write(Snapshot(reading(style: .plain)).text, to: golden)
    let message = verify(Snapshot(reading(style: Self.alert))).message ?? ""
    #expect(message.contains("\n2 cells restyled: (6-7,1) style plain -> alert\n"))
    #expect(message.contains("-# stratus-snapshot 1 frame 10x2\n+# stratus-snapshot 2 frame 10x2"))
  }

  @Test func textOnlyStrategyPassesWhenOnlyStylesDiffer() throws {
    let textOnly = Snapshotting<Frame>.frame(styles: .ignored)
    try package.write(try textOnly.snapshot(of: reading()).text, to: golden)
    #expect(verify(try textOnly.snapshot(of: reading(style: Self.alert))).outcome == .matched)
    #expect(verify(try textOnly.snapshot(of: reading("-4"))).outcome == .mismatched)
  }

  @Test func goldenIsTheSameWhateverTheTerminalWouldDraw() throws {
    // Styles are recorded as declared: nothing in the environment reaches the file, and
    // the colored message of a terminal only colours the diff.
    try package.write(Snapshot(reading()).text, to: golden)
    let colored = SnapshotVerifier(
      policy: SnapshotPolicy(mode: .missing, writes: true), colored: true)
    #expect(colored.verify(Snapshot(reading()), at: package.location(golden)).outcome == .matched)
  }

  @Test func redactionChangesTheRowsAndKeepsTheStyleSection() throws {
    let strategy = Snapshotting<Frame>.frame.redacting(.text("Toronto", as: "[place]"))
    let snapshot = try strategy.snapshot(of: reading())
    #expect(
      snapshot.text == """
        # stratus-snapshot 2 frame 10x2
        |[place]   |
        |Now:  -3° |
        # styles
        |..........|
        |......vv..|
        v value: bold

        """)
  }
}

/// A text redaction that changes a styled row's width: the plane follows the rows, so
/// each style still lines up under its text.
@Suite struct StyledRedactionTests {
  private static let value = Style(attributes: .bold).named("value", letter: "v")
  private static let alert = Style(foreground: .red).named("alert", letter: "a")

  /// `Toronto -3°` with `-3` in ``value``, and `Storm 東` in ``alert`` below.
  private var frame: Frame {
    var frame = Frame(width: 12, height: 2)
    frame.write("Toronto -3°", x: 0, y: 0)
    frame.write("-3", x: 8, y: 0, style: Self.value)
    frame.write("Storm 東", x: 0, y: 1, style: Self.alert)
    return frame
  }

  @Test func narrowerReplacementMovesTheStylesLeftWithTheirText() throws {
    let strategy = Snapshotting<Frame>.frame.redacting(.text("Toronto", as: "[p]"))
    #expect(
      try strategy.snapshot(of: frame).text == """
        # stratus-snapshot 2 frame 12x2
        |[p] -3° |
        |Storm 東    |
        # styles
        |....vv..|
        |aaaaaaaa....|
        a alert: fg=red
        v value: bold

        """)
  }

  @Test func widerReplacementTakesTheStyleOfWhatItReplaces() throws {
    let strategy = Snapshotting<Frame>.frame.redacting(.pattern(/Storm/, as: "[weather]"))
    #expect(
      try strategy.snapshot(of: frame).text == """
        # stratus-snapshot 2 frame 16x2
        |Toronto -3° |
        |[weather] 東    |
        # styles
        |........vv..|
        |aaaaaaaaaaaa....|
        a alert: fg=red
        v value: bold

        """)
  }

  @Test func aStyleWhoseCellsAreAllRedactedLeavesTheLegend() throws {
    let strategy = Snapshotting<Frame>.frame.redacting(.text("o -3", as: "~"))
    let file = FrameFile(parsing: try strategy.snapshot(of: frame).text)
    #expect(file.rows.first == "Toront~° ")
    #expect(file.plane.first == ".........")
    #expect(file.legendLines == ["a alert: fg=red"])
  }
}
