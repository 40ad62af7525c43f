import Testing

@testable import TextUI

/// Any view at any size renders without crashing into exactly the requested cells.
@MainActor
@Suite struct BadInputTests {
  /// A small dashboard-like tree that exercises every primitive.
  private struct Sample: View {
    var text: String
    var body: some View {
      VStack(alignment: .leading) {
        HStack {
          Text(text).lineLimit(2)
          Spacer(minLength: 1)
          Text("21°").layoutPriority(1)
        }
        Divider()
        ZStack(alignment: .topTrailing) {
          Text(text).padding(.horizontal, 2).border(.rounded, title: text)
          Text("!")
        }
        .frame(maxWidth: .max)
      }
    }
  }

  nonisolated static let sizes: [(Int, Int)] = [
    (0, 0), (1, 1), (10_000, 1), (1, 10_000), (-5, 3), (3, -5), (-1, -1), (2, 2), (80, 24),
  ]

  @Test(arguments: sizes)
  func anySizeYieldsExactlyThatManyCells(width: Int, height: Int) {
    let requested = Size(width: width, height: height)
    let frame = Renderer().render(Sample(text: "Toronto 東京 👍🏽"), size: requested)
    #expect(frame.size == requested)
    #expect(frameInvariantViolation(frame, requested: requested) == nil)
  }

  nonisolated static let strings: [String] = [
    "", "\u{301}\u{301}\u{301}", "tab\there\tand\tthere", "carriage\rreturn\r\n",
    "\u{1B}[2J\u{1B}[Hclear screen", "\u{0}\u{1}\u{7F}\u{80}\u{9F}", "\u{200B}\u{200D}\u{FEFF}",
    "👨‍👩‍👧‍👦🇯🇵1️⃣", String(repeating: "x", count: 200),
  ]

  @Test(arguments: strings)
  func anyStringRendersSafely(text: String) {
    for (width, height) in [(1, 1), (7, 3), (40, 10)] {
      let size = Size(width: width, height: height)
      let frame = Renderer().render(Sample(text: text), size: size)
      #expect(frameInvariantViolation(frame, requested: size) == nil, "\(size)")
    }
  }

  @Test func stringsOfOnlyCombiningMarksShowOnADottedCircle() {
    #expect(rows(Text("\u{301}\u{301}"), width: 3, height: 1)[0].hasPrefix("◌\u{301}\u{301}"))
  }

  @Test func escapeSequencesAreShownNotObeyed() {
    #expect(rows(Text("\u{1B}[31mred"), width: 8, height: 1) == ["␛[31mred"])
  }

  @Test func aOneMegabyteStringRendersIntoItsFrame() {
    let megabyte = String(repeating: "weather ", count: 131_072)
    let size = Size(width: 80, height: 24)
    let frame = Renderer().render(Text(megabyte), size: size)
    #expect(frameInvariantViolation(frame, requested: size) == nil)
    #expect(frame.rows[0] == String(repeating: "weather ", count: 10))
    #expect(frame.rows[23].hasSuffix("weather…"))
  }

  @Test func aOneMegabyteStringOfMixedScriptsRendersIntoItsFrame() {
    let megabyte = String(repeating: "東京 👍🏽 e\u{301} ", count: 50_000)
    let size = Size(width: 80, height: 24)
    let frame = Renderer().render(Text(megabyte).border(title: megabyte), size: size)
    #expect(frameInvariantViolation(frame, requested: size) == nil)
  }
}
