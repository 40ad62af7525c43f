import BuildBoard
import Testing
import TextSnapshots

/// The card from its sample builds, with Swift Testing: each assertion checks a golden
/// under `Snapshots/BuildBoardTests/BuildCardTests/`.
@MainActor
@Suite struct BuildCardTests {
  @Test func failedBuildShowsItsBadgeAndEveryStep() {
    assertSnapshot(of: BuildCard(props: .failedTests), as: .frame(width: 30, height: 6))
  }

  @Test func wideTitleAndLongBranchFitTheBox() {
    assertSnapshot(
      of: BuildCard(props: .running), as: .frame(width: 30, height: 6), named: "30 columns")
    assertSnapshot(
      of: BuildCard(props: .running), as: .frame(width: 20, height: 6), named: "20 columns")
  }
}
