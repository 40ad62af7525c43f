import Testing
import TextUI

@testable import TextSnapshotsCore

/// A styled golden read back into a frame, as `stratus snapshots review` draws it: the
/// same text, and in every cell the look and role name the legend records.
@Suite struct StyledFrameFromFileTests {
  @Test func everyCellGetsBackItsTextColoursAttributesAndRoleName() {
    let alert = Style(foreground: .red, attributes: .bold).named("alert", letter: "a")
    var frame = Frame(width: 9, height: 3)
    frame.write("Hi 東京", x: 0, y: 0, style: alert)
    frame.write("é", x: 8, y: 0, style: alert.applying(Style(background: .white)))
    frame.write("-3", x: 0, y: 1, style: Style(foreground: .rgb(16, 32, 255)))
    frame.write("dim", x: 3, y: 1, style: Style(foreground: .indexed(236), attributes: .dim))
    let styles: TextAttributes = [.italic, .underline, .reverse, .strikethrough]
    frame.write(
      "all", x: 0, y: 2, style: Style(background: .named(.brightCyan), attributes: styles))

    let drawn = FrameFile(parsing: Snapshot(frame).text).frame

    #expect(drawn.rows == frame.rows)
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let want = frame.style(x: x, y: y) ?? .plain
        let got = drawn.style(x: x, y: y) ?? .plain
        #expect(got.foreground == want.foreground, "cell (\(x),\(y))")
        #expect(got.background == want.background, "cell (\(x),\(y))")
        #expect(got.attributes == want.attributes, "cell (\(x),\(y))")
        #expect(got.role?.name == want.role?.name, "cell (\(x),\(y))")
      }
    }
  }

  @Test func aSymbolMissingFromTheLegendIsDrawnPlain() {
    let file = FrameFile(
      parsing: """
        |ab|
        # styles
        |zz|

        """)
    #expect(file.frame.rows == ["ab"])
    #expect(file.frame.style(x: 0, y: 0) == .plain)
  }
}
