import Testing
import TextSnapshots

/// `assertEqual` explains a difference as a diff of the two values' dumps, so a failed
/// fixture check names the field that is off instead of printing two long lines.
@Suite struct AssertEqualTests {
  private struct Panel: Equatable {
    var title: String
    var rows: [String]
    var count: Int
  }

  private let expected = Panel(title: "Waves at Toronto", rows: ["0.4 m", "calm"], count: 2)

  @Test func equalValuesPass() {
    assertEqual(expected, expected)
  }

  @Test func aDifferenceIsADiffOfTheDumps() {
    var actual = expected
    actual.rows[1] = "choppy"
    #expect(
      Snapshotting<Panel>.dump.difference(of: actual, from: expected) == """
        --- expected
        +++ actual
        @@ -1,5 +1,5 @@
         AssertEqualTests.Panel(
           title: "Waves at Toronto",
        -  rows: ["0.4 m", "calm"],
        +  rows: ["0.4 m", "choppy"],
           count: 2,
         )

        """)
  }

  @Test func theFailureSaysWhichSideIsWhich() {
    var actual = expected
    actual.count = 3
    withKnownIssue {
      assertEqual(actual, expected)
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.hasPrefix("The values differ (- expected, + actual):\n--- expected\n")
        && comment.contains("-  count: 2,\n+  count: 3,\n")
    }
  }

  @Test func aDifferenceTheStrategyDoesNotShowPrintsBothValues() {
    let hidden = Snapshotting<String>.lines.pullback(\Panel.title)
    var actual = expected
    actual.count = 3
    let text = hidden.difference(of: actual, from: expected)
    #expect(text.hasPrefix("their snapshots are the same text; as Swift describes them:\n"))
    #expect(text.contains("count: 3"))
  }
}
