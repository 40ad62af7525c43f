import Testing

@testable import TextUI

/// A frame printed with its styles (`stratus render`, `preview`, `script`): each row
/// starts from the default pen and ends reset, and no style means today's text.
@Suite struct StyledTextTests {
  private func bytes(_ text: String) -> String {
    String(text.map { $0 == "^" ? "\u{1B}" : $0 })
  }

  @Test func eachStyledRowEndsWithAResetAndPlainRowsAreUntouched() {
    var frame = Frame(width: 5, height: 3)
    frame.write("ab", x: 0, y: 0, style: Style(foreground: .red, attributes: .bold))
    frame.write("cd", x: 2, y: 0)
    frame.write("plain", x: 0, y: 1)
    frame.write("東", x: 3, y: 2, style: Style(background: .indexed(236)))
    #expect(
      frame.styledRows(colors: .trueColor) == [
        bytes("^[1;31mab^[0mcd "), "plain", bytes("   ^[48;5;236m東^[0m"),
      ])
    #expect(
      frame.styledText(colors: .ansi16)
        == bytes("^[1;31mab^[0mcd \nplain\n   ^[40m東^[0m"))
  }

  @Test(arguments: ColorSupport.allCases)
  func aFrameWithoutStylesPrintsItsText(colors: ColorSupport) {
    var frame = Frame(width: 4, height: 2)
    frame.write("ab", x: 0, y: 0)
    frame.write("❄️", x: 1, y: 1)
    #expect(frame.styledText(colors: colors) == frame.text())
    #expect(frame.styledRows(colors: colors) == frame.rows)
  }

  @Test func noColorPrintsTheAttributesAndNoneNothing() {
    var frame = Frame(width: 2, height: 1)
    frame.write("ab", x: 0, y: 0, style: Style(foreground: .red, attributes: .underline))
    #expect(frame.styledText(colors: .attributesOnly) == bytes("^[4mab^[0m"))
    #expect(frame.styledText(colors: .none) == "ab")
    var colourOnly = Frame(width: 2, height: 1)
    colourOnly.write("ab", x: 0, y: 0, style: Style(foreground: .red))
    #expect(colourOnly.styledText(colors: .attributesOnly) == "ab")
  }
}
