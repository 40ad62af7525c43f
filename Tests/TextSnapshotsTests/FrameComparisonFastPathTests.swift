import TestSupport
import Testing
import TextUI

@testable import TextSnapshotsCore

/// The shortcuts the report and the gallery take for what did not change draw exactly
/// what the general path draws: a frame compared with itself and drawn cell by cell, and
/// drawn by ``FrameComparison/init(unchanged:)``, gives the same grid and plane, byte for byte,
/// for random frames of styled runs, wide glyphs, emoji, markup characters and controls;
/// and ``HTMLText/escaped(_:)`` of a run is its cells' escapes joined.
@Suite struct FrameComparisonFastPathTests {
  private static let pieces = [
    "a", "word", " ", "東京", "🌧️", "<", "&", "\"", "'", ">", "é", "\u{1B}", "\u{9B}",
    "\u{202E}", "│", "─", "-3°",
  ]
  private static let styles = [
    Style.plain, Style(foreground: .red, attributes: .bold).named("alert", letter: "a"),
    Style(foreground: .blue), Style(background: .yellow),
  ]

  @Test func anUnchangedFrameDrawsAsComparingEveryCellDrawsIt() {
    let seed: UInt64 = 0xFA57_0A7B
    print("FrameComparison fast path seed: \(seed)")
    var random = SeededGenerator(seed: seed)
    for _ in 0..<300 {
      var frame = Frame(width: Int.random(in: 1...20, using: &random), height: 3)
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        let text = Self.pieces.randomElement(using: &random)!
        let style = Self.styles.randomElement(using: &random)!
        frame.write(
          text, x: Int.random(in: 0..<frame.width, using: &random),
          y: Int.random(in: 0..<frame.height, using: &random), style: style)
      }
      let file = FrameFile(parsing: SnapshotFormat.fenced(frame))
      let compared = FrameComparison(old: file, new: file, cellByCell: true)
      let unchanged = FrameComparison(unchanged: file)
      #expect(compared.changes.isEmpty && compared.styleChanges.isEmpty)
      #expect(
        unchanged.grid(of: file, side: .new) == compared.grid(of: file, side: .new),
        "seed \(seed): \(frame.text())")
      #expect(unchanged.plane(of: file) == compared.plane(of: file), "seed \(seed)")
    }
  }

  @Test func escapingARunIsEscapingEachOfItsScalars() {
    for piece in Self.pieces {
      let joined = piece.unicodeScalars.map { HTMLText.escaped(String($0)) }.joined()
      #expect(HTMLText.escaped(piece) == joined, "\(piece.debugDescription)")
    }
    #expect(HTMLText.escaped("a<b") == "a&lt;b")
    #expect(HTMLText.escaped("plain │ text") == "plain │ text")
  }
}
