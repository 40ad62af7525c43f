import Foundation
import Testing
import TextUI

@testable import TextSnapshotsCore

/// A strategy's `pathExtension`: a `.json` golden holds the JSON alone, and the review
/// finds its pending file and lists it among goldens, while a `.txt` golden is unchanged.
@Suite struct SnapshotPathExtensionTests {
  let package: TemporaryPackage
  let environment = SnapshotEnvironment(
    variables: ["STRATUS_SNAPSHOT_RUN": "run-1"], isTerminal: false)

  init() throws { package = try TemporaryPackage() }

  private struct Point: Encodable {
    var x: Int
    var y: Int
  }

  private var jsonFile: Snapshotting<Point> {
    var json = Snapshotting<Point>.json
    json.pathExtension = "json"
    return json
  }

  private func check<Value>(
    _ value: Value, as strategy: Snapshotting<Value>, session: SnapshotSession = SnapshotSession()
  ) throws -> String? {
    SnapshotAssertion.check(
      try strategy.snapshot(of: value), named: nil, pathExtension: strategy.pathExtension,
      mode: nil, testFile: package.testFile, function: "point()", environment: environment,
      session: session)
  }

  @Test func aJSONGoldenHoldsTheJSONAloneEndingInANewline() throws {
    let message = try check(Point(x: 1, y: 2), as: jsonFile)
    #expect(message?.hasPrefix("Recorded Snapshots/FakeTests/FakeSuite/point.json ") == true)
    #expect(
      package.read("Snapshots/FakeTests/FakeSuite/point.json") == """
        {
          "x": 1,
          "y": 2
        }

        """)
    #expect(try check(Point(x: 1, y: 2), as: jsonFile) == nil)
  }

  @Test func theDefaultExtensionKeepsTheHeaderAndFences() throws {
    _ = try check(Point(x: 1, y: 2), as: .json)
    #expect(
      package.read("Snapshots/FakeTests/FakeSuite/point.txt")?.hasPrefix(
        "# stratus-snapshot 1 json 9x4\n|{|\n") == true)
  }

  @Test func aFileEndsInOneNewlineWhetherOrNotTheTextDoes() throws {
    let lines = Snapshotting<String>(pathExtension: "md", kind: "markdown") { $0 }
    _ = try check("# Title\n", as: lines)
    #expect(package.read("Snapshots/FakeTests/FakeSuite/point.md") == "# Title\n")
    #expect(try check("# Title", as: lines) == nil)
    #expect(try check("# Title\n\n", as: lines) != nil)
    #expect(try check("", as: lines) != nil)
  }

  @Test func aMismatchWaitsInAJSONNewThatTheReviewFinds() throws {
    _ = try check(Point(x: 1, y: 2), as: jsonFile)
    let message = try check(Point(x: 1, y: 3), as: jsonFile, session: SnapshotSession())
    #expect(message?.contains("-  \"y\": 2") == true, "\(message ?? "nil")")
    #expect(message?.contains("+  \"y\": 3") == true)
    let review = SnapshotReview(packageRoot: package.root)
    let files = review.files()
    #expect(files.goldens == ["Snapshots/FakeTests/FakeSuite/point.json"])
    #expect(
      files.pending.map(\.location.relativePath) == ["Snapshots/FakeTests/FakeSuite/point.json"])
    #expect(package.exists("Snapshots/FakeTests/FakeSuite/point.json.diff"))
    try review.accept(try #require(files.pending.first))
    #expect(package.read("Snapshots/FakeTests/FakeSuite/point.json")?.contains("\"y\": 3") == true)
    #expect(review.files().pending.isEmpty)
  }

  @Test func onlyFilesInAFolderOfGoldensAreGoldensUnlessTheyAreTxt() throws {
    try package.write("notes", to: "Snapshots/README.md")
    try package.write("notes", to: "Snapshots/T/notes.md")
    try package.write("x", to: "Snapshots/T/S/.DS_Store")
    try package.write("x", to: "Snapshots/T/S/a.json")
    try package.write("x", to: "Snapshots/T/S/deep/b.txt")
    try package.write("x", to: "Snapshots/T/S/c.json.diff")
    try package.write("x", to: "Snapshots/T/S/noextension")
    let files = SnapshotReview(packageRoot: package.root).files()
    #expect(files.goldens == ["Snapshots/T/S/a.json", "Snapshots/T/S/deep/b.txt"])
    #expect(files.strayDiffs == ["Snapshots/T/S/c.json.diff"])
  }

  @Test func aFrameStaysTxt() throws {
    var frame = Snapshotting<Frame>.frame
    frame.pathExtension = "json"
    let message = try check(Frame(width: 2, height: 1), as: frame)
    #expect(
      message
        == "Snapshot of point not checked: cannot make the snapshot of Frame: a frame's golden is a .txt file (its style plane needs the fences), not .json"
    )
    #expect(package.snapshotFiles() == [])
  }

  @Test func anExtensionThatIsNotOneWordIsRefused() throws {
    for bad in ["", "tar.gz", "../x", "new", "DIFF"] {
      let lines = Snapshotting<String>(pathExtension: bad) { $0 }
      let message = try check("x", as: lines)
      #expect(message?.contains("is not a file extension") == true, "\(bad): \(message ?? "nil")")
    }
    #expect(package.snapshotFiles() == [])
  }

  @Test func unnamedAssertionsAreNumberedWhateverTheirExtension() throws {
    let session = SnapshotSession()
    _ = try check("a", as: .lines, session: session)
    _ = try check(Point(x: 1, y: 2), as: jsonFile, session: session)
    _ = try check("b", as: .lines, session: session)
    #expect(
      package.snapshotFiles() == [
        "Snapshots/FakeTests/FakeSuite/point.2.json", "Snapshots/FakeTests/FakeSuite/point.3.txt",
        "Snapshots/FakeTests/FakeSuite/point.txt",
      ])
  }

  @Test func pullbackKeepsTheExtension() {
    #expect(jsonFile.pullback { (x: Int) in Point(x: x, y: 0) }.pathExtension == "json")
    #expect(Snapshotting<Int>.description.pathExtension == "txt")
  }
}
