import Testing
import TextUI

@testable import TextSnapshotsCore

/// One role, one letter: a legend never reads two ways, and a palette that would make it
/// is a failure naming the roles.
@Suite struct StyleLegendClashTests {
  private static let alert = Style(foreground: .red).named("alert", letter: "a")
  private static let accent = Style(foreground: .cyan).named("accent", letter: "a")

  /// Each style on one cell of a row, left to right.
  private func row(_ styles: Style...) -> Frame {
    var frame = Frame(width: styles.count, height: 1)
    for (x, style) in styles.enumerated() { frame.put("x", x: x, y: 0, style: style) }
    return frame
  }

  @Test func twoRolesDeclaringOneLetterFailNamingBoth() {
    #expect(
      StyleLegend(of: row(Self.alert, Self.accent)).clashes == [
        #"roles "accent" and "alert" declare the same letter "a""#
      ])
    #expect {
      try Snapshotting<Frame>.frame.snapshot(of: row(Self.alert, Self.accent))
    } throws: { error in
      (error as? SnapshotError)?.description == """
        cannot make the snapshot of Frame: a style plane marks each role by its one letter, \
        but roles "accent" and "alert" declare the same letter "a"; give each role a letter \
        of its own
        """
    }
  }

  @Test func aContestedLetterGoesToTheFirstNameWhereverTheCellsAre() {
    // The plain form (render --fence) still tells them apart, the same way whichever
    // role comes first in the frame.
    let file = FrameFile(parsing: Snapshot(row(Self.alert, Self.accent)).text)
    #expect(file.plane == ["1a"])
    #expect(file.legendLines == ["1 alert: fg=red", "a accent: fg=cyan"])
    let swapped = FrameFile(parsing: Snapshot(row(Self.accent, Self.alert)).text)
    #expect(swapped.plane == ["a1"])
    #expect(swapped.legendLines == ["1 alert: fg=red", "a accent: fg=cyan"])
  }

  @Test func oneRoleNameWithTwoLettersFails() {
    let other = Style(foreground: .blue).named("alert", letter: "b")
    #expect(
      StyleLegend(of: row(Self.alert, other)).clashes == [
        #"role "alert" is declared with the letters "a" and "b""#
      ])
    #expect(throws: SnapshotError.self) {
      try Snapshotting<Frame>.frame.snapshot(of: row(Self.alert, other))
    }
  }

  @Test func aRoleLetterIsNeverAnUnnamedStylesSymbol() {
    // The digit role takes "1" even though the unnamed style appears first.
    let digit = Style(foreground: .blue).named("digit", letter: "1")
    let file = FrameFile(parsing: Snapshot(row(Style(foreground: .green), digit)).text)
    #expect(file.plane == ["21"])
    #expect(file.legendLines == ["1 digit: fg=blue", "2 fg=green"])
    #expect(StyleLegend(of: row(Style(foreground: .green), digit)).clashes.isEmpty)
  }

  @Test func variantsOfOneRoleAreNoClashAndReadApart() throws {
    let onWhite = Self.alert.applying(Style(background: .white))
    #expect(StyleLegend(of: row(onWhite, Self.alert)).clashes.isEmpty)
    let snapshot = try Snapshotting<Frame>.frame.snapshot(of: row(onWhite, Self.alert))
    let file = FrameFile(parsing: snapshot.text)
    #expect(file.plane == ["a1"])
    #expect(file.legendLines == ["1 alert: fg=red", "a alert: fg=red bg=white"])
  }
}
