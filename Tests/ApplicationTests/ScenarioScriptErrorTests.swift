import Application
import Testing
import TextUI

/// The scenario script format's errors: each names its line and what is wrong, and a
/// word it repeats is cut to the 80 characters the README promises.
@Suite struct ScenarioScriptErrorTests {
  @Test(arguments: [
    ("press l", 1, "unknown command 'press'; commands: key, type, tick, resize, account, frame"),
    ("Frame", 1, "unknown command 'Frame'"),
    ("# ok\n\nkey entr", 3, "unknown key 'entr'; keys: a single character, enter, esc, tab"),
    ("key", 1, "key needs a key name; keys: a single character, enter"),
    ("key l m", 1, "key takes one key, found 'l m'; write each key on its own line"),
    ("key ctrl-1", 1, "unknown key 'ctrl-1'"),
    ("key f13", 1, "unknown key 'f13'"),
    ("type", 1, "nothing to type"),
    ("frame\ntype ", 2, "nothing to type"),
    ("tick", 1, "tick needs a duration"),
    ("tick 5 min", 1, "bad duration '5 min'; write digits and a unit (h, m, s, ms)"),
    ("tick 30m1h", 1, "bad duration '30m1h'"),
    ("tick 5m5m", 1, "bad duration '5m5m'"),
    ("tick 5d", 1, "bad duration '5d'"),
    ("tick -5s", 1, "bad duration '-5s'"),
    (
      "tick 99999999999999999999h", 1,
      "duration '99999999999999999999h' is too large; a tick moves the clock at most 2562047788015h"
    ),
    ("tick 2562047788016h", 1, "duration '2562047788016h' is too large"),
    ("tick 2562047788015h1000000000000000000000s", 1, "duration '2562047788015h10"),
    ("tick 99999999999999999999h5d", 1, "bad duration '99999999999999999999h5d'"),
    ("tick 1\u{301}s", 1, "bad duration '1\u{301}s'"),
    ("tick 0s", 1, "tick needs a duration more than zero"),
    ("resize 100", 1, "bad size '100'; write WIDTHxHEIGHT, e.g. 100x30"),
    ("resize 100x", 1, "bad size '100x'"),
    ("resize +100x30", 1, "bad size '+100x30'"),
    ("resize 0x30", 1, "size '0x30' out of range; width and height must be 1...10000"),
    ("resize 100x10001", 1, "size '100x10001' out of range"),
    ("resize 99999999999999999999x30", 1, "size '99999999999999999999x30' out of range"),
    ("resize ١٠٠x30", 1, "bad size '١٠٠x30'"),
    ("account", 1, "account needs a name"),
    ("frame now", 1, "frame takes nothing after it, found 'now'"),
    ("key l\r\ntrace all", 2, "trace takes compact, full or nothing, not 'all'"),
  ])
  func rejectsABadLineNamingItAndTheProblem(script: String, line: Int, message: String) {
    #expect {
      try ScenarioScript(parsing: script)
    } throws: { error in
      guard let error = error as? ScriptError else { return false }
      return error.line == line && error.message.hasPrefix(message)
    }
  }

  @Test func anArgumentMayStartWithACombiningMarkOrAJoiner() throws {
    // " \u{301}" and " \u{200D}" are one Character each: the space is found by scalars.
    let script = try ScenarioScript(parsing: "type \u{301}x\nkey \u{200D}\naccount \u{301}Work")
    #expect(
      script.steps == [
        .event(.type("\u{301}x"), line: 1), .event(.key(Key(.character("\u{200D}"))), line: 2),
        .event(.account("\u{301}Work"), line: 3),
      ])
    guard case .event(.type(let text), _) = script.steps.first else { return }
    #expect(Array(text.unicodeScalars) == ["\u{301}", "x"])
  }

  /// The first 52 characters of `text`, "…" and the last 27: what an echo of a long word
  /// keeps, 80 characters, as the command line's own messages cut them.
  private static func cut(_ text: String) -> String {
    String(text.prefix(52)) + "…" + String(text.suffix(27))
  }

  @Test func aWordAnErrorRepeatsIsCutToEightyCharacters() {
    let long = String(repeating: "w", count: 100_000) + "end"
    for (line, message) in [
      ("key " + long, "unknown key '\(Self.cut(long))'; keys: "),
      (long, "unknown command '\(Self.cut(long))'; commands: "),
      ("tick " + long, "bad duration '\(Self.cut(long))'; "),
      ("resize " + long, "bad size '\(Self.cut(long))'; "),
      ("frame " + long, "frame takes nothing after it, found '\(Self.cut(long))'"),
      ("trace " + long, "trace takes compact, full or nothing, not '\(Self.cut(long))'"),
      ("key a " + long, "key takes one key, found 'a \(Self.cut(long).dropFirst(2))'"),
    ] {
      #expect(throws: (any Error).self) { try ScenarioScript(parsing: line) }
      do {
        _ = try ScenarioScript(parsing: line)
      } catch {
        #expect(error.message.hasPrefix(message), "\(error.message.prefix(120))")
        #expect(error.message.count < 400)
      }
    }
  }

  @Test func anUnknownAccountCutsItsNameAndEachAccountsToEightyCharacters() {
    let long = String(repeating: "n", count: 1_000)
    let error = AppError.unknownAccount(name: long, known: ["Personal", long])
    #expect(
      error.description
        == "unknown account '\(Self.cut(long))'; accounts: Personal, \(Self.cut(long))")
  }

  @Test func readingStopsAtTheFirstBadLine() {
    #expect(throws: ScriptError(line: 2, message: "nothing to type")) {
      try ScenarioScript(parsing: "key l\ntype\nkey entr")
    }
  }

  @Test func anErrorDescribesItselfWithItsLine() {
    let error = ScriptError(line: 3, message: "unknown key 'entr'")
    #expect(error.description == "line 3: unknown key 'entr'")
  }
}
