import BuildBoard
import TextSnapshots
import XCTest

/// The same assertion from XCTest: a failure is an `XCTFail` at the assertion's line,
/// and the golden lives under `Snapshots/BuildBoardTests/BuildCardXCTests/`.
final class BuildCardXCTests: XCTestCase {
  func testFailedBuildFromXCTest() {
    // NB: XCTest on Linux crashes on a `@MainActor` test method (it cannot cast one
    // when it lists the tests). It runs every test on the main thread, so the test
    // asserts that it is there instead, as rendering a view needs.
    MainActor.assumeIsolated {
      assertSnapshot(of: BuildCard(props: .failedTests), as: .frame(width: 30, height: 6))
    }
  }
}
