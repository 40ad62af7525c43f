import TextUI

/// Benchmarks of whole-frame operations that run once per displayed frame: converting a
/// frame to text (snapshots, plain output) and comparing two frames (skipping redraws,
/// snapshot tests).
///
/// The frame is 200x60, a large terminal, filled edge to edge with mostly ASCII plus a
/// few wide glyphs and emoji on every row, so both the inline-scalar and pooled-cluster
/// paths run.
enum FrameBenchmarks {
  /// The fixture's width in columns.
  static let width = 200
  /// The fixture's height in rows.
  static let height = 60

  /// Emoji used in turn, one per row: single scalars and multi-scalar (pooled) clusters.
  private static let emoji = [
    "\u{26C5}", "\u{1F44D}\u{1F3FD}", "\u{1F1EF}\u{1F1F5}", "\u{1F319}",
    "\u{2764}\u{FE0F}",
  ]

  /// Styles used in turn, one per row, for the styled fixture: plain rows, colours of
  /// each palette size, attributes, and a role.
  private static let styles = [
    Style.plain, Style(foreground: .red, attributes: .bold), Style(background: .indexed(236)),
    Style(foreground: .rgb(255, 128, 0)), Style(attributes: .dim).named("secondary", letter: "s"),
  ]

  /// Builds the fixture frame, the same way on every call; with `styled`, each row in a
  /// style of its own.
  static func makeFrame(styled: Bool = false) -> Frame {
    var frame = Frame(width: width, height: height)
    for y in 0..<height {
      let head =
        "Row \(y): \(emoji[y % emoji.count]) forecast for \u{6771}\u{4EAC}, Montr\u{E9}al; "
      let tail = String(repeating: "the quick brown fox jumps over the lazy dog. ", count: 5)
      // Writes past the right edge are clipped, so the row is overfilled.
      frame.write(head + tail, x: 0, y: y, style: styled ? styles[y % styles.count] : .plain)
    }
    return frame
  }

  /// The frame benchmarks.
  static func all() -> [Benchmark] {
    let frame = makeFrame()
    let other = makeFrame()
    precondition(frame == other, "identical frames must compare equal")
    let styled = makeFrame(styled: true)
    let otherStyled = makeFrame(styled: true)
    precondition(styled == otherStyled && styled != frame, "styles take part in equality")
    return [
      Benchmark("frame.text.\(width)x\(height)") {
        Sink.consume(frame.text().utf8.count)
      },
      Benchmark("frame.equal.\(width)x\(height)") {
        Sink.consume(frame == other)
      },
      // The same comparison of frames whose every cell is styled: the style plane's
      // `memcmp` on top of the cells'.
      Benchmark("frame.equal.styled.\(width)x\(height)") {
        Sink.consume(styled == otherStyled)
      },
    ]
  }
}
