import Application
import Foundation
import Services
import Testing
import TextUI

/// The scenario script format: every command and error read from text, and the committed
/// example scripts run on the real app.
@MainActor
@Suite struct ScenarioScriptTests {
  // MARK: - Reading

  @Test func readsEveryCommandWithItsLineSkippingCommentsAndBlankLines() throws {
    let script = try ScenarioScript(
      parsing: """
        # A comment.

          key l
        type Osl
        \t# An indented comment.
        key enter
        tick 1h30m
        resize 100x30
        account Work
        frame
        trace

        """)
    #expect(
      script.steps == [
        .event(.key("l"), line: 3), .event(.type("Osl"), line: 4),
        .event(.key(.enter), line: 6), .event(.tick(.seconds(90 * 60)), line: 7),
        .event(.resize(Size(width: 100, height: 30)), line: 8),
        .event(.account("Work"), line: 9), .frame(line: 10), .trace(line: 11),
      ])
    #expect(script.steps.map(\.line) == [3, 4, 6, 7, 8, 9, 10, 11])
  }

  @Test func windowsLineEndingsAndAStrayCarriageReturnAreDropped() throws {
    let script = try ScenarioScript(parsing: "key q\r\n\r\nframe\r\ntype ab\r")
    #expect(
      script.steps == [.event(.key("q"), line: 1), .frame(line: 3), .event(.type("ab"), line: 4)])
  }

  @Test func blanksAroundAWordArgumentOrAfterABareCommandAreIgnored() throws {
    let script = try ScenarioScript(parsing: "frame\t\ntrace  \nkey   l\t\ntick 5m ")
    #expect(
      script.steps == [
        .frame(line: 1), .trace(line: 2), .event(.key("l"), line: 3),
        .event(.tick(.seconds(300)), line: 4),
      ])
  }

  @Test func typeAndAccountKeepTheRestOfTheLineVerbatim() throws {
    let script = try ScenarioScript(parsing: "type  São # 서울 \naccount My Work")
    #expect(
      script.steps == [.event(.type(" São # 서울 "), line: 1), .event(.account("My Work"), line: 2)])
  }

  @Test(arguments: [
    ("500ms", Duration.milliseconds(500)), ("30s", .seconds(30)), ("5m", .seconds(300)),
    ("2h", .seconds(7200)), ("1m30s500ms", .milliseconds(90_500)), ("0h1s", .seconds(1)),
    ("2562047788015h", .milliseconds(2_562_047_788_015 * 3_600_000)),
  ])
  func readsDurations(text: String, duration: Duration) throws {
    #expect(try ScenarioScript(parsing: "tick \(text)").steps == [.event(.tick(duration), line: 1)])
  }

  @Test(arguments: [
    ("l", Key("l")), ("?", Key("?")), ("1", Key("1")), ("L", Key("L")), ("é", Key("é")),
    ("enter", .enter), ("ENTER", .enter), ("esc", .escape), ("Escape", .escape),
    ("shift-tab", .backTab), ("backtab", .backTab), ("pagedown", .pageDown),
    ("space", Key(" ")), ("f12", Key(.function(12))), ("ctrl-c", .ctrl("c")),
    ("Ctrl-X", .ctrl("x")),
  ])
  func readsKeyNames(name: String, key: Key) throws {
    #expect(KeyName.key(named: name) == key)
    #expect(try ScenarioScript(parsing: "key \(name)").steps == [.event(.key(key), line: 1)])
  }

  @Test func everyKeyAScriptCanPressIsWrittenBackAsAName() {
    let keys: [Key] =
      [
        "l", "?", "#", "é", " ", .enter, .escape, .tab, .backTab, .backspace, .delete, .up,
        .down, .left, .right, .home, .end, .pageUp, .pageDown, .ctrl("a"), .ctrl("z"),
      ] + (1...12).map { Key(.function($0)) }
    for key in keys {
      let name = KeyName.name(for: key)
      #expect(name.flatMap(KeyName.key(named:)) == key, "\(key) written as \(name ?? "nil")")
    }
    #expect(KeyName.name(for: .escape) == "esc")
    #expect(KeyName.name(for: .backTab) == "shift-tab")
    #expect(KeyName.name(for: Key(" ")) == "space")
    #expect(KeyName.name(for: .ctrl("c")) == "ctrl-c")
  }

  @Test func keysAScriptCannotPressHaveNoName() {
    #expect(KeyName.name(for: .text) == nil)
    #expect(KeyName.name(for: Key(.character("\t"))) == nil)
    #expect(KeyName.name(for: Key(.enter, control: true)) == nil)
    #expect(KeyName.name(for: Key(.character("1"), control: true)) == nil)
  }

  // MARK: - Running

  @Test func chooseOsloShowsOsloAfterTheEnter() async throws {
    let (outputs, runtime, lines) = try await run(example: "choose-oslo")
    let frame = try #require(frames(outputs).only)
    #expect(lines[frame.line - 1] == "frame")
    #expect(frame.frame.rows[0].contains("Oslo, Norway"))
    #expect(runtime.graph.location.active == Location.fixtures.oslo)
    #expect(runtime.graph.currentRouter.sheet == nil)
  }

  /// `tabs.stratus` visits every tab but the first: a tab added to `AppTab` and not to
  /// the script fails here, with the lines to add.
  @Test func tabsDrawsEveryTabAfterTheFirstInTurn() async throws {
    let (outputs, _, _) = try await run(example: "tabs")
    let tabBars = frames(outputs).map { $0.frame.rows[1] }
    let tabs = AppTab.allCases.dropFirst()
    let unvisited = tabs.dropFirst(tabBars.count).map { "key \($0.position + 1)\nframe" }
    #expect(
      unvisited.isEmpty,
      """
      Examples/scenarios/tabs.stratus does not visit every tab of AppTab; add at its end:
      \(unvisited.joined(separator: "\n"))
      """)
    #expect(tabBars.count <= tabs.count, "tabs.stratus draws more tabs than AppTab has")
    for (bar, tab) in zip(tabBars, tabs) {
      #expect(bar.contains("[\(tab.position + 1) \(tab.title)]"), "\(bar)")
    }
  }

  @Test func clockTickReEvaluatesOnlyTheHeader() async throws {
    let (outputs, runtime, lines) = try await run(example: "clock-tick")
    #expect(outputs.count == 2)
    guard case .frame(let before, _)? = outputs.first,
      case .trace(let trace, let line)? = outputs.last
    else {
      Issue.record("expected a frame then a trace, got \(outputs)")
      return
    }
    #expect(before.rows[0].contains("Sun 15:00 · Updated just now"))
    #expect(lines[line - 1] == "trace")
    #expect(trace.contains("evaluated HeaderContainer (observed TimeState.now changed)"))
    #expect(
      trace.contains(
        "reused TabBarContainer, AlertBadgeContainer, TabContentContainer, FooterContainer"))
    #expect(!trace.contains("evaluated TabContentContainer"))
    #expect(runtime.frame.rows[0].contains("Sun 15:05 · Updated 5 min ago"))
  }

  @Test func accountSwitchShowsTheWorkAccountsHome() async throws {
    let (outputs, runtime, _) = try await run(example: "account-switch")
    let frame = try #require(frames(outputs).only)
    #expect(frame.frame.rows[0].contains(Location.fixtures.seoul.name))
    #expect(frame.frame.text().contains("°F"))
    #expect(runtime.graph.accounts.activeAccount.id == Account.fixtures.work.id)
  }

  @Test func everyExampleScriptReads() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
      .filter { $0.hasSuffix(".stratus") }
    #expect(names.count >= 4)
    for name in names {
      let text = try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8)
      #expect(throws: Never.self, "\(name)") { try ScenarioScript(parsing: text) }
    }
  }

  @Test func anUnknownAccountNamesItsLineAndTheAccountsAfterEarlierOutput() async throws {
    let runtime = try await startedRuntime(tracing: true)
    var outputs: [ScenarioOutput] = []
    await #expect(
      throws: ScriptError(line: 2, message: "unknown account 'Home'; accounts: Personal, Work")
    ) {
      try await ScenarioScript(parsing: "frame\naccount Home\nframe").run(on: runtime) {
        outputs.append($0)
      }
    }
    #expect(frames(outputs).map(\.line) == [1])
  }

  @Test func traceWithoutTracingSaysWhy() async throws {
    let runtime = try await startedRuntime(tracing: false)
    var outputs: [ScenarioOutput] = []
    try await ScenarioScript(parsing: "key 2\ntrace").run(on: runtime) { outputs.append($0) }
    #expect(outputs == [.trace(ScenarioScript.traceUnavailable, line: 2)])
  }

  // MARK: - Reading and running a line at a time

  @Test func runningLinesReadsEachLineOnlyAfterTheOneBeforeHasRun() async throws {
    let runtime = try await startedRuntime(tracing: false)
    // Endless: a frame every thousandth line, comments between, a bad key on line 5000.
    let lines = CountingLines { number in
      number == 5000 ? "key entr" : number % 1000 == 0 ? "frame" : "# line \(number)"
    }
    var outputs: [(line: Int, linesRead: Int)] = []
    await #expect(throws: ScriptError.self) {
      try await ScenarioScript.run(lines: lines, on: runtime) { output in
        if case .frame(_, let line) = output { outputs.append((line, lines.count)) }
      }
    }
    #expect(lines.count == 5000, "nothing after the bad line was read")
    #expect(outputs.map(\.line) == [1000, 2000, 3000, 4000])
    #expect(outputs.map(\.linesRead) == [1000, 2000, 3000, 4000], "each output before reading on")
  }

  @Test func runningLinesNamesTheBadLine() async throws {
    let runtime = try await startedRuntime(tracing: false)
    await #expect(throws: ScriptError(line: 3, message: "nothing to type")) {
      try await ScenarioScript.run(lines: ["key 2", "", "type"], on: runtime) { _ in }
    }
  }

  @Test func runningLinesOutputsWhatParsingThenRunningDoes() async throws {
    for name in ["choose-oslo", "tabs", "clock-tick", "account-switch"] {
      let text = try String(
        contentsOf: Self.examples.appendingPathComponent("\(name).stratus"), encoding: .utf8)
      let whole = try await startedRuntime(tracing: true)
      var expected: [ScenarioOutput] = []
      try await ScenarioScript(parsing: text).run(on: whole) { expected.append($0) }
      let streamed = try await startedRuntime(tracing: true)
      var outputs: [ScenarioOutput] = []
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      try await ScenarioScript.run(lines: lines, on: streamed) { outputs.append($0) }
      #expect(outputs == expected, "\(name)")
      #expect(!outputs.isEmpty)
    }
  }

  @Test func checkingLinesSaysWhetherATraceIsAskedForAndNamesABadLine() throws {
    #expect(try ScenarioScript.needsTracing(lines: ["key 2", "# trace", "frame"]) == false)
    #expect(try ScenarioScript.needsTracing(lines: ["key 2", "  trace", "frame"]) == true)
    #expect(throws: ScriptError(line: 2, message: "frame takes nothing after it, found 'now'")) {
      try ScenarioScript.needsTracing(lines: ["trace", "frame now"])
    }
  }

  // MARK: - Support

  /// Lines made on demand, without end, counting how many were read.
  private final class CountingLines: Sequence, IteratorProtocol {
    private(set) var count = 0
    private let line: (Int) -> String

    init(_ line: @escaping (Int) -> String) { self.line = line }

    func next() -> String? {
      count += 1
      return line(count)
    }
  }

  /// `Examples/scenarios`, found from this file so the tests run from any directory.
  private static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/scenarios")

  private func startedRuntime(tracing: Bool) async throws -> AppRuntime {
    let runtime = try AppRuntime(configuration: AppConfiguration(), tracing: tracing)
    await runtime.start()
    return runtime
  }

  /// Runs `Examples/scenarios/<name>.stratus` on a tracing runtime at the defaults;
  /// returns what it output, the runtime, and the script's lines.
  private func run(example name: String) async throws
    -> (outputs: [ScenarioOutput], runtime: AppRuntime, lines: [String])
  {
    let url = Self.examples.appendingPathComponent("\(name).stratus")
    let text = try String(contentsOf: url, encoding: .utf8)
    let runtime = try await startedRuntime(tracing: true)
    var outputs: [ScenarioOutput] = []
    try await ScenarioScript(parsing: text).run(on: runtime) { outputs.append($0) }
    runtime.stop()
    return (outputs, runtime, text.components(separatedBy: "\n"))
  }

  private func frames(_ outputs: [ScenarioOutput]) -> [(frame: Frame, line: Int)] {
    outputs.compactMap { output in
      if case .frame(let frame, let line) = output { (frame, line) } else { nil }
    }
  }
}

extension Array {
  /// The one element, or `nil` when there are none or several.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
