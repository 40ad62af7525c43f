import Foundation
import TestSupport
import Testing

/// Every way a command line can be wrong, and the status and message each gets: usage
/// errors exit 64 with one line and the usage; unknown names list the valid ones; bad
/// data exits 65 naming the file; an unreachable source 69; a failed write 74.
@Suite struct ErrorTests {
  /// A command line, the status it must exit with, and text its message must contain.
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// A function, not a constant: the unknown screen's message lists the screens
  /// `stratus render --list` prints, and running the tool is asynchronous.
  static func usageCases() async -> [Case] {
    [
      Case(arguments: [], status: 64, message: "stratus: missing command"),
      Case(
        arguments: ["frobnicate"], status: 64,
        message: "unknown command 'frobnicate'; commands: render, preview, script, run, snapshots"),
      Case(arguments: ["render"], status: 64, message: "stratus render: missing <screen>"),
      Case(
        arguments: ["render", "nwo"], status: 64,
        message: "unknown screen 'nwo'; screens: "
          + ((try? await RenderCommandTests.screens()) ?? ["(render --list failed)"])
          .joined(separator: ", ")),
      Case(
        arguments: ["render", "now", "--bogus"], status: 64, message: "unknown option '--bogus'"),
      Case(
        arguments: ["render", "now", "--width"], status: 64, message: "--width needs a value (N)"),
      Case(
        arguments: ["render", "now", "--width", "0"], status: 64,
        message: "--width must be a whole number from 1 to 10000, got '0'"),
      Case(
        arguments: ["render", "now", "--size", "10x"], status: 64,
        message: "--size height must be a whole number from 1 to 10000, got ''"),
      Case(
        arguments: ["render", "now", "--size", "10x10", "--width", "5"], status: 64,
        message: "--size cannot be combined with --width or --height"),
      Case(
        arguments: ["render", "now", "--ascii=yes"], status: 64, message: "--ascii takes no value"),
      Case(
        arguments: ["render", "now", "--location", "Atlantis"], status: 64,
        message: "unknown location 'Atlantis'; places: Toronto, Oslo, 東京, São Paulo"),
      Case(
        arguments: ["render", "now", "--location", "osl"], status: 64,
        message: "unknown location 'osl'; did you mean: Oslo"),
      Case(
        arguments: ["render", "now", "--account", "Nobody"], status: 64,
        message: "unknown account 'Nobody'; accounts: Personal, Work"),
      Case(
        arguments: ["render", "now", "--units", "kelvin"], status: 64,
        message: "unknown --units value 'kelvin'; units: metric, imperial"),
      Case(
        arguments: ["render", "now", "--state", "odd"], status: 64,
        message: "states: loaded, loading, failed, empty"),
      Case(
        arguments: ["render", "now", "--at", "yesterday"], status: 64,
        message:
          "--at 'yesterday': expected the year (4 digits), found 'yest'; write an ISO 8601 time with a zone, like 2026-11-22T15:00:00-05:00 or 2026-11-22T20:00Z"
      ),
      Case(
        arguments: ["render", "now", "--at", "2026-02-30T10:00Z"], status: 64,
        message: "--at '2026-02-30T10:00Z': day 30 is past the end of February 2026 (28 days);"),
      Case(
        arguments: ["render", "now", "--at", "2026-11-22T15:00:00+99:00"], status: 64,
        message: "zone +99:00 is out of range (-23:59 to +23:59)"),
      Case(
        arguments: ["render", "now", "--at", "2026-11-22T15:00"], status: 64,
        message: "the zone is missing: end with Z or an offset like -05:00"),
      Case(
        arguments: ["render", "now", "--source", "ftp:x"], status: 64,
        message: "unknown --source 'ftp:x'; sources: fixtures, open-meteo, file:DIR, http:URL"),
      Case(
        arguments: ["render", "now", "--source", "http:nowhere"], status: 64,
        message: "--source http: needs a URL"),
      // Said as a usage error before anything is sent, and with the password hidden.
      Case(
        arguments: ["render", "now", "--source", "http:http://user:s3cret@127.0.0.1:1"],
        status: 64,
        message:
          "--source http://user:<redacted>@127.0.0.1:1: the URL is not valid: it holds "
          + "credentials before the host (user:<redacted>@), which Stratus does not send"),
      Case(
        arguments: ["render", "now", "--source", "http:http://127.0.0.1:65536"], status: 64,
        message:
          "--source http://127.0.0.1:65536: the URL is not valid: port 65536 is out of range "
          + "(1-65535)"),
      Case(
        arguments: ["render", "now", "--source", "file:/no/such/folder"], status: 66,
        message: "--source: no folder at '/no/such/folder'"),
      Case(
        arguments: ["preview", "NoSuchView"], status: 64,
        message: "unknown view 'NoSuchView'"),
      Case(
        arguments: ["preview", "NowView", "sunny"], status: 64,
        message: "NowView has no fixture 'sunny'; fixtures: toronto"),
      Case(
        arguments: ["preview", "--all", "NowView"], status: 64,
        message: "--all renders every view; name none"),
      Case(
        arguments: ["script", "/no/such/script.stratus"], status: 66,
        message: "no script at '/no/such/script.stratus'"),
      Case(
        arguments: ["script", "Examples"], status: 66,
        message: "stratus script: 'Examples' is a folder, not a script"),
      Case(
        arguments: ["render", "now", "--source", "file:README.md"], status: 66,
        message: "--source: 'README.md' is not a folder"),
      Case(arguments: ["run"], status: 64, message: "run needs a terminal"),
      Case(arguments: ["snapshots"], status: 64, message: "stratus snapshots: missing command"),
      Case(
        arguments: ["snapshots", "tidy"], status: 64,
        message:
          "unknown command 'tidy'; commands: test, status, review, accept, reject, prune, report"),
      Case(
        arguments: ["snapshots", "accept"], status: 64,
        message: "name the snapshots to act on, or give --all"),
      Case(arguments: ["snapshots", "report"], status: 64, message: "report needs --html FILE"),
    ]
  }

  @Test(arguments: await usageCases())
  func eachMistakeExitsWithItsStatusAndSaysWhatIsWrong(_ mistake: Case) async throws {
    let result = try await Stratus.run(mistake.arguments)
    #expect(result.status == mistake.status)
    #expect(result.error.contains(mistake.message), "\(result.error)")
    #expect(!result.error.contains("s3cret"), "a password printed: \(result.error)")
    #expect(result.output.isEmpty)
    let lines = result.error.split(separator: "\n")
    if mistake.status == 64 {
      #expect(lines.count == 3, "one line saying what is wrong, the usage, where help is")
      #expect(lines.dropFirst().first?.hasPrefix("USAGE: stratus") == true)
    } else {
      #expect(lines.count == 1)
    }
  }

  @Test func aMalformedDataFileExits65NamingTheFile() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-bad-data-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("forecast"), withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("forecast/toronto.json")
    try Data(#"{"latitude": 43.65, "longitude": "#.utf8).write(to: file)
    let result = try await Stratus.run(["render", "now", "--source", "file:\(folder.path)"])
    #expect(result.status == 65)
    #expect(result.error.contains(file.path))
    #expect(result.error.contains("not JSON"))
  }

  @Test func aFailedPanelIsDrawnAndNamedAndOnlyStrictFailsTheRender() async throws {
    // The recorded replies lack the air quality, a panel of Now's; Week does not show it.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-no-air-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Stratus.packageRoot.appendingPathComponent("Examples/open-meteo"), to: folder)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("air-quality"))
    let result = try await Stratus.run(["render", "now", "--source", "file:\(folder.path)"])
    #expect(result.status == 0, "the screen's own data is there")
    #expect(result.output.contains("Unavailable"), "drawn as the app draws it")
    #expect(
      result.error.hasPrefix("stratus render: the air quality panel is drawn as unavailable: "))
    #expect(result.error.contains(folder.appendingPathComponent("air-quality").path))
    let strict = try await Stratus.run([
      "render", "now", "--strict", "--source", "file:\(folder.path)",
    ])
    #expect(strict.status != 0)
    #expect(strict.output.isEmpty)
    #expect(strict.error.contains(folder.appendingPathComponent("air-quality").path))
    let week = try await Stratus.run(["render", "week", "--source", "file:\(folder.path)"])
    #expect(week.status == 0, "Week does not show the air quality: \(week.error)")
    let failed = try await Stratus.run([
      "render", "now", "--source", "file:\(folder.path)", "--state", "failed",
    ])
    #expect(failed.status == 0, "--state failed asks for the failure: \(failed.error)")
  }

  @Test func anUnreachableServerExits69() async throws {
    // Port 1 on the loopback interface has no listener: the connection is refused.
    let result = try await Stratus.run(["render", "now", "--source", "http:http://127.0.0.1:1"])
    #expect(result.status == 69)
    #expect(result.error.contains("Could not reach http://127.0.0.1:1/v1/forecast"))
    #expect(result.error.contains("refused"))
  }

  @Test func aFailedWriteExits74() async throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let process = Process()
    process.executableURL = Stratus.binary
    process.arguments = ["render", "now"]
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let error = Pipe()
    process.standardError = error
    try process.run()
    let message = try await onOwnThread {
      let message = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: message, as: UTF8.self)
    }
    #expect(process.terminationStatus == 74)
    #expect(
      message == "stratus render: cannot write to standard output: no space left on the device\n")
  }

  static let commands = [
    [], ["render"], ["preview"], ["script"], ["run"], ["snapshots"], ["snapshots", "test"],
    ["snapshots", "status"],
    ["snapshots", "review"], ["snapshots", "accept"], ["snapshots", "reject"],
    ["snapshots", "prune"], ["snapshots", "report"],
  ]

  @Test(arguments: commands)
  func everyCommandHasHelp(_ command: [String]) async throws {
    for flag in ["--help", "-h"] {
      let result = try await Stratus.run(command + [flag])
      #expect(result.status == 0)
      #expect(result.output.contains("USAGE: " + (["stratus"] + command).joined(separator: " ")))
      #expect(result.output.contains("-h, --help"))
      #expect(
        result.output.split(separator: "\n").allSatisfy { $0.count <= 80 },
        "help fits a classic terminal")
    }
  }

  @Test func versionPrintsTheVersion() async throws {
    let result = try await Stratus.run(["--version"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("stratus "))
  }

  /// Random command lines built from real and broken words: whatever they say, the
  /// tool answers with a status it documents and never a crash.
  @Test func noCommandLineCrashes() async throws {
    let words = [
      "render", "preview", "script", "snapshots", "status", "now", "week", "--width", "-1",
      "99999", "--size", "auto", "--location", "", "--at", "--", "-", "--fence", "--trace",
      "NowView", "--all", "é", "東京", "--json", "x", "--units=metric", "=", "--state",
    ]
    var generator = SeededGenerator(seed: 0x5EED_0007)
    print("noCommandLineCrashes seed: \(generator.seed)")
    for _ in 0..<60 {
      let count = Int.random(in: 1...5, using: &generator)
      let arguments = (0..<count).map { _ in words.randomElement(using: &generator)! }
      let result = try await Stratus.run(arguments, input: "")
      #expect([0, 1, 64, 65, 66].contains(result.status), "\(arguments): \(result.error)")
      #expect(!result.error.contains("Fatal error"), "\(arguments)")
    }
  }
}
