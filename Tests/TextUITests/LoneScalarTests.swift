import TestSupport
import Testing

@testable import TextUI

/// `ShapedText` takes lone scalars (``LoneScalar``) straight from the bytes; it must
/// shape every string exactly as grapheme breaking does.
@Suite struct LoneScalarTests {
  static let seed: UInt64 = 0x0109_E5CA

  /// Scalars that join, select, extend or break, to put beside the lone ones.
  static let neighbours: [Unicode.Scalar] = [
    "a", " ", "\t", "\n", "\r", "\u{7F}", "\u{85}", "\u{301}", "\u{FE0F}", "\u{FE0E}",
    "\u{200D}", "\u{200B}", "\u{AD}", "\u{1F3FD}", "\u{1F1EF}", "\u{1100}", "\u{1161}",
    "\u{AC00}", "\u{093F}", "\u{0915}", "\u{094D}", "\u{0600}", "\u{3099}", "\u{302E}",
    "\u{FF9E}", "\u{2028}", "\u{1F44D}", "\u{2764}", "\u{25B6}", "東", "─", "█", "é",
  ]

  /// Every scalar of the lone blocks, drawable or not.
  static var blockScalars: [Unicode.Scalar] {
    LoneScalar.blocks.flatMap { $0.compactMap(Unicode.Scalar.init) }
  }

  private func expectSameShape(_ string: String, _ context: @autoclosure () -> String) {
    let fast = ShapedText(string)
    let exact = ShapedText(string, takingLoneScalars: false)
    #expect(fast.glyphs == exact.glyphs, "\(context()): \(string.debugDescription)")
    #expect(fast.lineEnds == exact.lineEnds, "\(context()): \(string.debugDescription)")
    #expect(fast.clusters == exact.clusters, "\(context()): \(string.debugDescription)")
    #expect(fast.maxLineWidth == exact.maxLineWidth, "\(context()): \(string.debugDescription)")
  }

  /// What the fast path relies on: each drawable scalar of the blocks is a grapheme of
  /// its own beside ASCII, beside itself and beside another such scalar.
  @Test func everyDrawableScalarOfTheBlocksBreaksOnBothSides() {
    for scalar in Self.blockScalars where ScalarClass.of(scalar).width > 0 {
      let lone = String(scalar)
      for pair in ["a" + lone, lone + "a", lone + lone, lone + "東", "─" + lone] {
        #expect(pair.count == 2, "U+\(String(scalar.value, radix: 16)) in \(pair.debugDescription)")
      }
    }
  }

  /// Every scalar of the blocks, alone and beside every neighbour, shapes alike.
  @Test func everyScalarOfTheBlocksShapesAsGraphemeBreakingDoes() {
    for scalar in Self.blockScalars {
      let lone = String(scalar)
      expectSameShape(lone, "alone")
      expectSameShape("x" + lone + lone + "y", "doubled")
      for neighbour in Self.neighbours {
        expectSameShape(lone + String(neighbour), "before")
        expectSameShape(String(neighbour) + lone, "after")
      }
    }
  }

  /// Random strings over lone scalars, neighbours and multi-scalar clusters, from a
  /// printed seed.
  @Test func randomStringsShapeAsGraphemeBreakingDoes() {
    var random = SeededGenerator(seed: Self.seed)
    let pieces =
      Self.neighbours.map { String($0) } + [
        "\r\n", "e\u{301}", "👍🏽", "🇯🇵", "❤\u{FE0F}", "░", "▒", "▓", "·", "ｱ", "\u{3000}",
      ]
    for index in 0..<20_000 {
      var string = ""
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        string += pieces.randomElement(using: &random)!
      }
      expectSameShape(string, "seed \(Self.seed) case \(index)")
    }
  }
}
