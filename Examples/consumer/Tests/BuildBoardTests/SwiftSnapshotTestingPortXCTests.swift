import BuildBoard
import TextSnapshots
import XCTest

/// swift-snapshot-testing's way to set the mode of a whole `XCTestCase`: every test of
/// the class runs inside `withSnapshotTesting`, whose mode is task-local.
final class SwiftSnapshotTestingPortXCTests: XCTestCase {
  override func invokeTest() {
    withSnapshotTesting(record: .failed) {
      super.invokeTest()
    }
  }

  func testTheClassesModeReachesItsTests() {
    XCTAssertEqual(SnapshotConfiguration.current.mode, .failed)
    assertSnapshot(of: Build.failedTests, as: .json.redacting(.field("startedAt", as: "[date]")))
  }
}
