import Testing
import TextUI

@testable import TextSnapshotsCore

/// Palette roles as an app declares them, each with its own letter.
extension Style {
  fileprivate static let alert = Style(foreground: .red, attributes: .bold)
    .named("alert", letter: "a")
  fileprivate static let value = Style(attributes: .bold).named("value", letter: "v")
  fileprivate static let cold = Style(foreground: .blue).named("temp.cold", letter: "c")
}

/// The styled form of a frame: rows as before, then the plane and its legend.
@Suite struct StyledSnapshotFormatTests {
  @Test func frameWithoutStylesKeepsTheVersionOneFormByteForByte() {
    var frame = Frame(width: 6, height: 2)
    frame.write("Hi 東", x: 0, y: 0, style: .plain)
    let versionOne = """
      # stratus-snapshot 1 frame 6x2
      |Hi 東 |
      |      |

      """
    #expect(Snapshot(frame).text == versionOne)
    #expect(SnapshotFormat.fenced(frame) == versionOne)
  }

  @Test func styledFrameWritesItsRowsThenPlaneThenLegend() {
    var frame = Frame(width: 10, height: 2)
    frame.write("Storm", x: 0, y: 0, style: .alert)
    frame.write("-3°", x: 7, y: 0)
    frame.write("-3", x: 7, y: 0, style: Style(foreground: .blue))
    frame.write("ok", x: 0, y: 1, style: Style(background: .rgb(16, 32, 48)))
    #expect(
      Snapshot(frame).text == """
        # stratus-snapshot 2 frame 10x2
        |Storm  -3°|
        |ok        |
        # styles
        |aaaaa..11.|
        |22........|
        1 fg=blue
        2 bg=#102030
        a alert: fg=red bold

        """)
  }

  @Test func ignoringStylesWritesTheTextAlone() {
    var styled = Frame(width: 4, height: 1)
    styled.write("Hot", x: 0, y: 0, style: .alert)
    var plain = Frame(width: 4, height: 1)
    plain.write("Hot", x: 0, y: 0)
    #expect(Snapshot(styled, styles: .ignored) == Snapshot(plain))
  }

  @Test func roleKeepsItsLetterWhenAnotherRoleIsAddedBeforeIt() {
    var before = Frame(width: 8, height: 1)
    before.write("! 12", x: 0, y: 0, style: .alert)
    var after = Frame(width: 8, height: 1)
    after.write("-3", x: 0, y: 0, style: .cold)
    after.write("! 12", x: 3, y: 0, style: .alert)
    #expect(FrameFile(parsing: Snapshot(before).text).plane == ["aaaa...."])
    #expect(FrameFile(parsing: Snapshot(after).text).plane == ["cc.aaaa."])
    #expect(
      FrameFile(parsing: Snapshot(after).text).legendLines == [
        "a alert: fg=red bold", "c temp.cold: fg=blue",
      ])
  }

  @Test func unnamedStylesAreNumberedPastTheRolesLetters() {
    var frame = Frame(width: 4, height: 1)
    frame.put("x", x: 0, y: 0, style: Style(foreground: .green))
    frame.put("y", x: 1, y: 0, style: Style(foreground: .blue).named("digit", letter: "1"))
    frame.put("z", x: 2, y: 0, style: Style(attributes: .underline))
    // The role declared "1", so the styles without one count on from 2.
    #expect(FrameFile(parsing: Snapshot(frame).text).plane == ["213."])
  }

  @Test func aRoleDrawnOnAnotherBackgroundIsAVariantWithASymbolOfItsOwn() {
    var frame = Frame(width: 4, height: 1)
    frame.write("ab", x: 0, y: 0, style: .alert)
    frame.write("cd", x: 2, y: 0, style: Style.alert.applying(Style(background: .white)))
    let file = FrameFile(parsing: Snapshot(frame).text)
    #expect(file.plane == ["aa11"])
    #expect(file.legendLines == ["1 alert: fg=red bg=white bold", "a alert: fg=red bold"])
  }

  @Test func wideGlyphsContinuationColumnCarriesItsLeadsLetter() {
    var frame = Frame(width: 6, height: 1)
    frame.write("東京", x: 0, y: 0, style: .value)
    frame.write("x", x: 4, y: 0, style: .alert)
    #expect(
      Snapshot(frame).text == """
        # stratus-snapshot 2 frame 6x1
        |東京x |
        # styles
        |vvvva.|
        a alert: fg=red bold
        v value: bold

        """)
  }

  @Test func roleLetterThatWouldBreakThePlaneGetsASymbolInstead() {
    var frame = Frame(width: 3, height: 1)
    frame.write("abc", x: 0, y: 0, style: Style(foreground: .red).named("dot", letter: "."))
    let file = FrameFile(parsing: Snapshot(frame).text)
    #expect(file.plane == ["111"])
    #expect(file.legendLines == ["1 dot: fg=red"])
  }

  @Test func styledFrameRoundTripsThroughItsFile() {
    var frame = Frame(width: 7, height: 3)
    frame.write("Hi 東京", x: 0, y: 0, style: .value)
    frame.write("end", x: 4, y: 2, style: .alert)
    frame.write("·", x: 0, y: 1, style: Style(foreground: .indexed(236), attributes: .dim))
    let file = FrameFile(parsing: Snapshot(frame).text)
    #expect(file.rows.map(String.init) == frame.rows)
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let style = frame.style(x: x, y: y) ?? .plain
        let declared =
          style.isPlain
          ? "plain" : style.role.map { "\($0.name): \(style)" } ?? style.description
        #expect(file.style(column: x, row: y) == declared, "cell (\(x),\(y))")
      }
    }
    #expect(Snapshot(frame).text.hasSuffix("|\n" + file.styleSection))
  }

  @Test func moreStylesThanSymbolsIsAnErrorFromTheStrategy() {
    // Docs/Snapshots.md promises more than 400.
    #expect(StyleLegend.symbols.count > 400)
    #expect(Set(StyleLegend.symbols).count == StyleLegend.symbols.count)
    #expect(StyleLegend.symbols.allSatisfy(StyleLegend.isUsable))
    let count = StyleLegend.symbols.count + 1
    var frame = Frame(width: count, height: 1)
    for x in 0..<count {
      frame.put(
        "x", x: x, y: 0,
        style: Style(foreground: .indexed(UInt8(x % 256)), background: .indexed(UInt8(x / 256))))
    }
    #expect(throws: SnapshotError.self) { try Snapshotting<Frame>.frame.snapshot(of: frame) }
    // The plain form, which `stratus render --fence` prints, marks the rest instead.
    let file = FrameFile(parsing: Snapshot(frame).text)
    #expect(file.plane.first?.last == "?")
    #expect(file.legendLines.last == "? 1 more style, past the \(count - 1) a plane can tell apart")
  }
}
