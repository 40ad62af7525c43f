import BuildBoard
import Testing
import TextSnapshots
import TextUI

/// The badge, in every status, one above the other: its golden shows that they line up.
/// One badge alone is small enough to show inline, in the test itself.
@MainActor
@Suite struct StatusBadgeTests {
  @Test func aShortStatusIsPaddedToTheBadgesWidth() {
    assertInlineSnapshot(of: StatusBadge(.running), as: .frame(width: 8, height: 1)) {
      """
      |[ RUN  ]|
      # styles
      |..rrr...|
      r running: fg=yellow
      """
    }
  }

  @Test func everyStatusIsEightColumnsWide() {
    let badges = VStack(alignment: .leading) {
      ForEach(StatusBadge.Status.allCases, id: \.self) { StatusBadge($0) }
    }
    assertSnapshot(of: badges, as: .frame(width: 8, height: 3))
  }
}
