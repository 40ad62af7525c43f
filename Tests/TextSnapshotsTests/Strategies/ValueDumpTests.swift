import Foundation
import Observation
import Testing
import TextSnapshotsCore
import TextUI

/// What `.dump` writes for each kind of value: the text a reviewer reads in a diff.
@Suite struct ValueDumpTests {
  private struct Build {
    var id: Int
    var branch: String
    var status: Status
    var steps: [Step]
    var coverage: Double?
  }
  private struct Step: Hashable {
    var name: String
    var seconds: Double
  }
  private enum Status {
    case queued
    case running(Int)
    case failed(reason: String, count: Int)
    case finished(Step)
  }

  @Test func aStructIsOneFieldALineWithNestedValuesIndented() {
    let build = Build(
      id: 42, branch: "main", status: .failed(reason: "tests", count: 3),
      steps: [Step(name: "build", seconds: 61.5), Step(name: "test", seconds: 0.1)],
      coverage: nil)
    #expect(
      ValueDump.text(of: build) == """
        ValueDumpTests.Build(
          id: 42,
          branch: "main",
          status: .failed(
            reason: "tests",
            count: 3,
          ),
          steps: [
            ValueDumpTests.Step(
              name: "build",
              seconds: 61.5,
            ),
            ValueDumpTests.Step(
              name: "test",
              seconds: 0.1,
            ),
          ],
          coverage: nil,
        )
        """)
  }

  @Test func enumCasesAreWrittenAsCasesAndARootOneNamesItsType() {
    #expect(ValueDump.text(of: [Status.queued, .running(2)]) == "[\n  .queued,\n  .running(2),\n]")
    #expect(ValueDump.text(of: Status.queued) == "ValueDumpTests.Status.queued")
    #expect(
      ValueDump.text(of: Status.finished(Step(name: "lint", seconds: 2)))
        == "ValueDumpTests.Status.finished(ValueDumpTests.Step(\n  name: \"lint\",\n  seconds: 2.0,\n))"
    )
  }

  @Test func anEnumWithACustomDescriptionIsNotPassedOffAsACase() {
    enum Unit: CustomStringConvertible {
      case celsius
      var description: String { "°C" }
    }
    #expect(ValueDump.text(of: [Unit.celsius]) == "[\n  ValueDumpTests.Unit(°C),\n]")
  }

  @Test func anOptionalIsItsValueOrNil() {
    let some: Int? = 3
    let none: String? = nil
    #expect(ValueDump.text(of: some as Any) == "3")
    #expect(ValueDump.text(of: none as Any) == "nil")
  }

  @Test func dictionariesAndSetsAreSortedSoHashingOrderNeverShows() {
    let temperatures = ["Toronto": 3, "Berlin": 7, "Auckland": 21]
    #expect(
      ValueDump.text(of: temperatures) == """
        [
          "Auckland": 21,
          "Berlin": 7,
          "Toronto": 3,
        ]
        """)
    #expect(ValueDump.text(of: Set(["b", "c", "a"])) == #"Set(["a", "b", "c"])"#)
    #expect(ValueDump.text(of: [Int]()) == "[]")
    #expect(ValueDump.text(of: [String: Int]()) == "[]")
  }

  @Test func aListOfShortLeavesIsOneLineAndALongOneALineEach() {
    let grid = [[0.0, 1.5, 0.25], [2.0, 0.0, 0.0]]
    #expect(ValueDump.text(of: grid) == "[\n  [0.0, 1.5, 0.25],\n  [2.0, 0.0, 0.0],\n]")
    let long = (1...30).map { "item \($0)" }
    #expect(ValueDump.text(of: long).split(separator: "\n").count == 32)
  }

  @Test func rangesAreWrittenAsSwiftWritesThem() {
    struct Daylight {
      var minutes: Range<Int>
      var days: ClosedRange<Int>
    }
    #expect(
      ValueDump.text(of: Daylight(minutes: 441..<1007, days: 1...7))
        == "ValueDumpTests.Daylight(\n  minutes: 441..<1007,\n  days: 1...7,\n)")
  }

  @Test func stringsAreQuotedWithTheirControlsShownAsFramesShowThem() {
    #expect(ValueDump.text(of: "say \"hi\"\\") == #""say \"hi\"\\""#)
    #expect(ValueDump.text(of: "red\u{1B}[31m\nline") == "\"red␛[31m␊line\"")
    #expect(ValueDump.text(of: "\u{202E}evil") == "\"\\u{202E}evil\"")
    #expect(ValueDump.text(of: Character("é")) == "\"é\"")
  }

  @Test func numbersAreWrittenWithoutNoise() {
    #expect(
      ValueDump.text(of: [0.1, 1e20, -0.0, 21.5]) == "[0.1, 1e+20, -0.0, 21.5]")
    #expect(ValueDump.text(of: Float(0.1)) == "0.1")
    #expect(ValueDump.text(of: UInt8(255)) == "255")
    #expect(ValueDump.text(of: true) == "true")
  }

  @Test func foundationValuesAreWrittenByWhatTheyHoldOnEveryPlatform() throws {
    #expect(
      ValueDump.text(of: Date(timeIntervalSince1970: 1_795_000_000)) == "2026-11-18T11:06:40Z")
    #expect(ValueDump.text(of: Date(timeIntervalSince1970: 0.25)) == "1970-01-01T00:00:00.250Z")
    let url = try #require(URL(string: "https://api.open-meteo.com/v1/forecast?x=1"))
    #expect(ValueDump.text(of: url) == #"URL("https://api.open-meteo.com/v1/forecast?x=1")"#)
    let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(ValueDump.text(of: uuid) == "UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)")
    #expect(ValueDump.text(of: Data([1, 2, 3])) == "Data(3 bytes)")
    #expect(ValueDump.text(of: Decimal(string: "12.50")!) == "12.5")
    #expect(
      ValueDump.text(of: TimeZone(identifier: "Europe/Berlin")!) == #"TimeZone("Europe/Berlin")"#)
  }

  @Test func secretsAreRedactedUnderTheirPropertysName() {
    struct Account {
      var name: String
      @Secret var apiKey: String
    }
    #expect(
      ValueDump.text(of: Account(name: "work", apiKey: "sk-live-123"))
        == "ValueDumpTests.Account(\n  name: \"work\",\n  apiKey: <redacted>,\n)")
  }

  @Test func closuresShowOnlyTheirType() {
    struct Row {
      var title: String
      var onSelect: Action
      var format: (Int) -> String
    }
    let row = Row(title: "Berlin", onSelect: Action {}, format: { "\($0)" })
    #expect(
      ValueDump.text(of: row)
        == "ValueDumpTests.Row(\n  title: \"Berlin\",\n  onSelect: Action(closure),\n  format: (closure),\n)"
    )
  }

  @Test func typesAreNamedWithoutModulesOrPrivateContextsButWithTheirEnclosingTypes() {
    struct Local {}
    #expect(ValueDump.text(of: Local()) == "ValueDumpTests.Local()")
    #expect(ValueDump.text(of: [Int?].self) == "[Int?].self")
    #expect(ValueDump.text(of: [String: Set<Int>].self) == "[String: Set<Int>].self")
    #expect(ValueDump.text(of: Step.self) == "ValueDumpTests.Step.self")
  }

  @Test func tuplesKeepTheirLabels() {
    let pair: (Int, name: String) = (1, "x")
    #expect(ValueDump.text(of: pair) == "(\n  1,\n  name: \"x\",\n)")
  }

  @Test func aClassMetAgainInsideItselfIsACycle() {
    final class Node {
      var name: String
      var next: Node?
      init(name: String) { self.name = name }
    }
    let first = Node(name: "a")
    first.next = Node(name: "b")
    first.next?.next = first
    #expect(
      ValueDump.text(of: first) == """
        ValueDumpTests.Node(
          name: "a",
          next: ValueDumpTests.Node(
            name: "b",
            next: ValueDumpTests.Node(<cycle>),
          ),
        )
        """)
    // The same object twice, side by side, is not a cycle.
    let shared = Node(name: "s")
    #expect(ValueDump.text(of: [shared, shared]).components(separatedBy: "<cycle>").count == 1)
  }

  @Test func aValueDeeperThanTheLimitIsCut() {
    indirect enum Chain {
      case end
      case link(Chain)
    }
    var chain = Chain.end
    for _ in 0..<100 { chain = .link(chain) }
    let text = ValueDump.text(of: chain)
    #expect(text.contains("<too deep>"))
    #expect(text.split(separator: "\n").count == 1)
    #expect(text.components(separatedBy: ".link(").count - 1 == ValueDump.maximumDepth)
  }

  @Test func anObservableClassShowsItsPropertiesByTheirNames() {
    #expect(
      ValueDump.text(of: Store(city: "Toronto"))
        == "ValueDumpTests.Store(\n  city: \"Toronto\",\n  count: 0,\n)")
  }

  @Observable final class Store {
    var city: String
    var count = 0
    init(city: String) { self.city = city }
  }

  @Test func aSubclassShowsItsInheritedFieldsFirst() {
    #expect(ValueDump.text(of: Child()) == "ValueDumpTests.Child(\n  base: 1,\n  own: 2,\n)")
  }

  class Parent {
    var base = 1
  }
  final class Child: Parent {
    var own = 2
  }
}
