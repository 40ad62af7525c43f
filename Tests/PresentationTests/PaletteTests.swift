import Presentation
import Testing
import TextUI

/// The palette is one table of roles, each marked in snapshots by a letter of its own.
@Suite struct PaletteTests {
  @Test func everyRoleHasANameAndALetterNoOtherRoleHas() throws {
    let roles = try Style.palette.map { try #require($0.role, "\($0) has no role") }
    #expect(Set(roles.map(\.name)).count == roles.count, "a name used twice: \(roles)")
    #expect(Set(roles.map(\.letter)).count == roles.count, "a letter used twice: \(roles)")
  }

  @Test func everyNameIsShortEnoughToBeStoredInline() {
    // A String of at most 15 UTF-8 bytes lives inside its value: copying a style that
    // names it costs no reference count (a cold Now pass copies thousands).
    for role in Style.palette.compactMap(\.role) {
      #expect(role.name.utf8.count <= 15, "\(role.name) is \(role.name.utf8.count) bytes")
    }
  }

  @Test func noLetterIsOneSnapshotsUseForOtherCells() {
    // `.` marks a plain cell and digits mark styles without a role.
    for role in Style.palette.compactMap(\.role) {
      #expect(role.letter != "." && !role.letter.isNumber, "\(role.name) is marked \(role.letter)")
    }
  }

  @Test func noRoleLooksLikePlainText() {
    // A role may be a colour alone (its text says what it is), but never the terminal's
    // default look under another name, which no reader could see.
    for style in Style.palette {
      #expect(
        !Style(
          foreground: style.foreground, background: style.background,
          attributes: style.attributes
        ).isPlain, "\(style.role?.name ?? "?") draws as plain text")
    }
  }
}
