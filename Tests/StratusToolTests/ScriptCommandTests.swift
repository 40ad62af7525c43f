import Foundation
import TestSupport
import Testing
import TextSnapshots

/// `stratus script`, run as a built binary on the committed scenarios.
@Suite struct ScriptCommandTests {
  static let scenarios = ["choose-oslo", "tabs", "clock-tick", "account-switch"]

  @Test(arguments: scenarios)
  func committedScenariosPrintWhatTheyAskFor(_ scenario: String) async throws {
    let result = try await Stratus.run(["script", "Examples/scenarios/\(scenario).stratus"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty)
    assertSnapshot(of: result.output, as: .lines, named: scenario)
  }

  @Test func eachOutputIsHeadedByTheLineThatAskedForIt() async throws {
    let script = "# tabs\nkey 2\nframe\n\nkey 3\ntrace\n"
    let result = try await Stratus.run(
      ["script", "-", "--width", "60", "--height", "16"], input: script)
    #expect(result.status == 0, "\(result.error)")
    let headings = result.output.split(separator: "\n").filter { $0.hasPrefix("--- line") }
    #expect(headings == ["--- line 3: frame", "--- line 6: trace"])
    #expect(result.output.contains("[2 Week]"))
    #expect(result.output.contains("evaluated TabBarContainer"))
  }

  @Test func fencedFramesAreSnapshotForm() async throws {
    let result = try await Stratus.run(["script", "-", "--fence"], input: "frame\n")
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.split(separator: "\n")
    #expect(lines.first == "--- line 1: frame")
    // The app's screens are styled, so the form is version 2: rows, then their styles.
    #expect(lines.dropFirst().first == "# stratus-snapshot 2 frame 80x24")
    let styles = try #require(lines.firstIndex(of: "# styles"))
    #expect(styles == 26, "the line, the header, then 24 fenced rows")
    #expect(lines[(styles + 1)...].prefix(24).allSatisfy { $0.hasPrefix("|") && $0.hasSuffix("|") })
    #expect(lines.count > styles + 24, "and a legend line per style")
  }

  @Test func aBadLineInAFileStopsTheScriptBeforeAnythingRuns() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-bad-\(UUID().uuidString).stratus")
    try Data("frame\nkey 2\nkey entr\n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await Stratus.run(["script", file.path])
    #expect(result.status == 65)
    #expect(result.output.isEmpty, "a file that does not parse prints no frame")
    #expect(result.error.hasPrefix("stratus script: \(file.path):3: unknown key 'entr'; keys: "))
  }

  @Test func aBadLineFromAPipeStopsTheScriptThereAfterTheLinesBefore() async throws {
    let result = try await Stratus.run(["script", "-"], input: "frame\nkey 2\nkey entr\nframe\n")
    #expect(result.status == 65)
    #expect(result.output.components(separatedBy: "--- line").count == 2, "only line 1's frame")
    #expect(result.output.hasPrefix("--- line 1: frame\n"))
    #expect(result.error.hasPrefix("stratus script: <stdin>:3: unknown key 'entr'; keys: "))
  }

  /// The script is read as it runs, never whole: the tool stops at a bad line while the
  /// program feeding it has not even closed the pipe. Reading to the end first would
  /// wait for the end of input forever; the watchdog then closes the pipe and says so.
  @Test func aLongPipedScriptReportsItsBadLineBeforeTheInputEnds() async throws {
    let badLine = 200_000
    let process = Process()
    process.executableURL = Stratus.binary
    process.arguments = ["script", "-"]
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    var lines = ["frame"]
    for number in 2..<badLine { lines.append(number % 1000 == 0 ? "key 2" : "# line \(number)") }
    lines.append("key entr")
    BrokenPipes.ignore()
    try? input.fileHandleForWriting.write(
      contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
    let watchdogFired = Flag()
    DispatchQueue.global().asyncAfter(deadline: .now() + HangGuard.seconds) {
      guard process.isRunning else { return }
      watchdogFired.set()
      try? input.fileHandleForWriting.close()
    }
    let (outputData, errorData) = try await onOwnThread {
      let outputData = output.fileHandleForReading.readDataToEndOfFile()
      let errorData = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (outputData, errorData)
    }
    #expect(!watchdogFired.isSet, "the tool waited for the end of its input")
    try? input.fileHandleForWriting.close()
    #expect(process.terminationStatus == 65)
    #expect(
      String(decoding: errorData, as: UTF8.self)
        .hasPrefix("stratus script: <stdin>:\(badLine): unknown key 'entr'"))
    #expect(String(decoding: outputData, as: UTF8.self).hasPrefix("--- line 1: frame\n"))
  }

  @Test func aLineThatIsNotUTF8IsNamed() async throws {
    let result = try await Stratus.run(
      ["script", "-"], bytes: Data("frame\nkey \u{FF}".utf8) + [0xFF])
    #expect(result.status == 65)
    #expect(result.error == "stratus script: <stdin>:2: not UTF-8 text\n")
  }

  @Test func aLineLongerThanAMebibyteIsRefused() async throws {
    let line = String(repeating: "x", count: (1 << 20) + 1)
    let result = try await Stratus.run(["script", "-"], input: "frame\n" + line)
    #expect(result.status == 65)
    #expect(result.error == "stratus script: <stdin>:2: line longer than 1 MiB\n")
    #expect(result.output.hasPrefix("--- line 1: frame\n"))
  }

  /// Where a script comes from: the limit on a line must not depend on how it is read.
  enum Source: CaseIterable {
    case file, pipe

    /// Runs `stratus script` on `script`, from a file or through a pipe.
    func run(_ script: String) async throws -> Stratus.Result {
      switch self {
      case .pipe:
        return try await Stratus.run(["script", "-"], input: script)
      case .file:
        let file = FileManager.default.temporaryDirectory
          .appendingPathComponent("stratus-long-\(UUID().uuidString).stratus")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await Stratus.run(["script", file.path])
        return Stratus.Result(
          status: result.status, output: result.output,
          error: result.error.replacingOccurrences(of: file.path, with: "<file>"))
      }
    }

    var name: String { self == .file ? "<file>" : "<stdin>" }
  }

  /// A comment line of exactly `bytes` bytes, so the limit is tested without the cost
  /// of running a long command.
  private static func comment(bytes: Int) -> String {
    "#" + String(repeating: "x", count: bytes - 1)
  }

  @Test(arguments: Source.allCases)
  func aLineOfExactlyAMebibyteIsRead(from source: Source) async throws {
    let mebibyte = 1 << 20
    for lineEnd in ["\n", "\r\n"] {
      let result = try await source.run(Self.comment(bytes: mebibyte) + lineEnd + "frame\n")
      #expect(result.status == 0, "\(result.error)")
      #expect(result.output.hasPrefix("--- line 2: frame\n"))
    }
    let last = try await source.run("frame\n" + Self.comment(bytes: mebibyte))
    #expect(last.status == 0, "a last line without its line end: \(last.error)")
  }

  @Test(arguments: Source.allCases)
  func aLineOneByteLongerThanAMebibyteIsRefused(from source: Source) async throws {
    let tooLong = Self.comment(bytes: (1 << 20) + 1)
    for script in [tooLong + "\nframe\n", tooLong + "\r\nframe\n", "frame\n" + tooLong] {
      let result = try await source.run(script)
      #expect(result.status == 65)
      let line = script.hasPrefix("frame") ? 2 : 1
      #expect(result.error == "stratus script: \(source.name):\(line): line longer than 1 MiB\n")
    }
  }

  @Test func aByteOrderMarkAndWindowsLineEndsReadAsBefore() async throws {
    let result = try await Stratus.run(["script", "-"], input: "\u{FEFF}key 2\r\n\r\nframe\r\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.hasPrefix("--- line 3: frame\n"))
    #expect(result.output.contains("[2 Week]"))
  }

  @Test func aFolderIsNoScript() async throws {
    let result = try await Stratus.run(["script", "Examples"])
    #expect(result.status == 66)
    #expect(result.error == "stratus script: 'Examples' is a folder, not a script\n")
  }

  @Test func anUnknownAccountStopsTheScriptAtItsLine() async throws {
    let result = try await Stratus.run(["script", "-"], input: "frame\naccount Nobody\nframe\n")
    #expect(result.status == 65)
    #expect(result.output.components(separatedBy: "--- line").count == 2, "only the first frame")
    #expect(
      result.error
        == "stratus script: <stdin>:2: unknown account 'Nobody'; accounts: Personal, Work\n")
  }
}

/// Whether something happened, set from another thread.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}
