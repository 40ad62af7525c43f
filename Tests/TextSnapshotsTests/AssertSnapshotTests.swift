import Foundation
import Testing
import TextUI
import XCTest

@testable import TextSnapshots
@testable import TextSnapshotsCore

/// The public assertions against goldens committed in
/// `Snapshots/TextSnapshotsTests/AssertSnapshotTests/`.
@Suite struct AssertSnapshotTests {
  @Test func frameOfAView() async {
    await MainActor.run {
      assertSnapshot(
        of: VStack {
          Text("Hi")
          Text("東京")
        }.border(), as: .frame(width: 8, height: 4))
    }
  }

  @Test @MainActor func styledViewIsRecordedWithItsPlaneAndLegend() {
    let alert = Style(foreground: .red, attributes: .bold).named("alert", letter: "a")
    let view = VStack(alignment: .leading) {
      Text("Storm warning").style(alert)
      HStack {
        Text("Now ")
        Text("-3°").foregroundColor(.blue)
      }
    }
    assertSnapshot(of: view, as: .frame(width: 14, height: 2))
  }

  @Test func frameAndTextInOneTestAreNumbered() {
    var frame = Frame(width: 6, height: 2)
    frame.write("trail ", x: 0, y: 0)
    assertSnapshot(of: frame, as: .frame)
    assertSnapshot(of: "line one\nline two  \n", as: .lines)
  }

  @Test @MainActor func renderTrace() {
    let renderer = Renderer()
    renderer.isTracing = true
    _ = renderer.render(
      VStack {
        Text("a")
        Text("b")
      }, width: 4, height: 2)
    assertSnapshot(of: renderer.lastTrace!, as: .trace, named: "first pass")
  }

  @Test(arguments: [(4, 1), (10, 2)])
  func parameterisedCasesNameTheirArguments(width: Int, height: Int) {
    assertSnapshot(of: Frame(width: width, height: height), as: .frame, named: "\(width)x\(height)")
  }

  @Test func failureIsRecordedAtTheCallersLine() {
    let line: UInt = #line
    withKnownIssue {
      TestFailure.record(
        "boom",
        at: SnapshotCaller(
          fileID: #fileID, filePath: #filePath, function: #function, line: line, column: 5))
    } matching: { issue in
      issue.sourceLocation?.line == Int(line) && issue.sourceLocation?.column == 5
        && issue.comments.map(\.rawValue) == ["boom"]
    }
  }
}

/// The same assertion from XCTest.
final class AssertSnapshotXCTests: XCTestCase {
  func testTextFromXCTest() {
    assertSnapshot(of: "from XCTest", as: .lines)
  }
}
