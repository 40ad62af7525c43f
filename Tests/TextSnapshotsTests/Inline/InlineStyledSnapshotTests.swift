import Foundation
import Testing
import TextUI

@testable import TextSnapshotsCore

/// Inline assertions of a styled frame on a test file in a temporary package: the
/// literal records the rows, plane and legend, and a mismatch names the restyled cells.
@Suite struct InlineStyledSnapshotTests {
  let package: TemporaryPackage
  let path = "Tests/FakeTests/FakeSuite.swift"
  let local = SnapshotEnvironment(variables: ["STRATUS_SNAPSHOT_RUN": "run-1"], isTerminal: false)

  init() throws { package = try TemporaryPackage() }

  private static let alert = Style(foreground: .red).named("alert", letter: "a")

  /// `Hot` in `style`.
  private static func hot(_ style: Style) -> Snapshot {
    var frame = Frame(width: 4, height: 1)
    frame.write("Hot", x: 0, y: 0, style: style)
    return Snapshot(frame)
  }

  private func check(_ snapshot: Snapshot, expected: String, in source: String) -> String? {
    let position = InlineSource.calls(in: source)[0]
    return InlineSnapshotAssertion.check(
      snapshot, expected: expected, mode: nil, testFile: package.testFile,
      line: UInt(position.line), column: UInt(position.column), environment: local,
      session: SnapshotSession())
  }

  @Test func recordsTheRowsPlaneAndLegendAndTheNextRunPasses() throws {
    let original = InlineSnapshotRoundTripTests.source([""])
    try package.write(original, to: path)
    _ = check(Self.hot(Self.alert), expected: "", in: original)
    let recorded = "|Hot |\n# styles\n|aaa.|\na alert: fg=red"
    #expect(package.read(path) == InlineSnapshotRoundTripTests.source([recorded]))
    #expect(Self.hot(Self.alert).inlineText == recorded)
    let source = try #require(package.read(path))
    #expect(check(Self.hot(Self.alert), expected: recorded, in: source) == nil)
  }

  @Test func aStyleOnlyMismatchNamesTheRestyledCells() throws {
    let literal = "|Hot |\n# styles\n|111.|\n1 fg=blue"
    let original = InlineSnapshotRoundTripTests.source([literal])
    try package.write(original, to: path)
    let message = check(Self.hot(Self.alert), expected: literal, in: original)
    #expect(message?.contains("\n3 cells restyled: (0-2,0) style fg=blue -> alert\n") == true)
    #expect(message?.contains("changed:") == false)
  }
}
