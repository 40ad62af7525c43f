import Foundation
import StubServerSupport
import Testing

/// Nothing a person types or a server sends reaches the terminal raw through a message:
/// control characters print as their pictures (`␛`, `␇`), as in frames, and long text
/// is cut, so a hostile argument or reply can neither retitle nor flood the terminal.
@Suite struct MessageSafetyTests {
  /// An OSC sequence that would retitle the terminal.
  static let retitle = "\u{1B}]0;PWNED\u{07}"

  /// Command lines that echo a hostile word in their error, by every path there is.
  static let hostile: [[String]] = [
    ["render", "now", "--location", retitle],
    ["render", "now", "--account", retitle],
    ["render", "now", "--units", retitle],
    ["render", "now", "--at", retitle],
    ["render", "now", "--width", retitle],
    ["render", "now", "--source", retitle],
    ["render", "now", "--source", "file:/no/such/\(retitle)"],
    ["render", "now", "--\(retitle)"],
    ["render", retitle],
    ["render", "now", "extra\(retitle)"],
    ["script", "/no/such/\(retitle)"],
    ["preview", retitle],
    ["frobnicate\(retitle)"],
  ]

  @Test(arguments: hostile)
  func controlCharactersInAnArgumentPrintAsPictures(_ arguments: [String]) async throws {
    let result = try await Stratus.run(arguments)
    #expect(result.status != 0)
    #expect(Self.controls(in: result.error).isEmpty, "\(result.error)")
    #expect(result.error.contains("␛]0;PWNED␇"), "\(result.error)")
  }

  @Test func controlCharactersInAScriptLinePrintAsPictures() async throws {
    let result = try await Stratus.run(["script", "-"], input: "key \(Self.retitle)x\n")
    #expect(result.status == 65)
    #expect(Self.controls(in: result.error).isEmpty)
    #expect(result.error.hasPrefix("stratus script: <stdin>:1: unknown key '␛]0;PWNED␇x'"))
  }

  @Test func aLongArgumentIsCutToEightyCharacters() async throws {
    let long = String(repeating: "a", count: 100_000)
    let result = try await Stratus.run(["render", "now", "--location", long])
    #expect(result.status == 64)
    let first = try #require(result.error.split(separator: "\n").first)
    // 80 characters: the first 52, "…", the last 27.
    let echoed =
      "'" + String(repeating: "a", count: 52) + "…" + String(repeating: "a", count: 27) + "'"
    #expect(first.hasPrefix("stratus render: unknown location \(echoed); places: "))
    #expect(first.count < 250, "not 100,000")
  }

  /// What an echo of `text` keeps when it is long: the first 52 characters, "…", the
  /// last 27.
  static func cut(_ text: String) -> String {
    String(text.prefix(52)) + "…" + String(text.suffix(27))
  }

  @Test func aWordAScriptLineRepeatsIsCutToEightyCharacters() async throws {
    let long = String(repeating: "w", count: 100_000) + "end"
    let result = try await Stratus.run(["script", "-"], input: "frame\nkey \(long)\n")
    #expect(result.status == 65)
    #expect(result.error.hasPrefix("stratus script: <stdin>:2: unknown key '\(Self.cut(long))'; "))
  }

  @Test func accountNamesFromTheSettingsAreCutToEightyCharacters() async throws {
    let data = try DataFolder()
    try await data.save(script: "account Work\n")
    let long = String(repeating: "n", count: 1_000) + "end"
    let settings = try #require(data.settingsBytes())
    try Data(
      String(decoding: settings, as: UTF8.self)
        .replacingOccurrences(of: #""displayName" : "Work""#, with: #""displayName" : "\#(long)""#)
        .utf8
    ).write(to: data.settingsFile)
    let accounts = "accounts: Personal, \(Self.cut(long))\n"
    let script = try await data.run(["script", "-"], input: "account \(long)x\n")
    #expect(script.status == 65)
    #expect(
      script.error
        == "stratus script: <stdin>:1: unknown account '\(Self.cut(long + "x"))'; \(accounts)")
    let render = try await data.run(["render", "now", "--account", "Nobody"])
    #expect(render.status == 64)
    #expect(render.error.hasPrefix("stratus render: unknown account 'Nobody'; \(accounts)"))
  }

  @Test func aServersControlCharactersAndLongTextPrintSafely() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-hostile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("forecast"), withIntermediateDirectories: true)
    let recorded = Stratus.packageRoot.appendingPathComponent(
      "Examples/open-meteo/forecast/oslo.json")
    var reply = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: recorded)) as? [String: Any])
    var current = try #require(reply["current"] as? [String: Any])
    current["time"] = Self.retitle + String(repeating: "x", count: 50_000)
    reply["current"] = current
    let file = folder.appendingPathComponent("forecast/oslo.json")
    try JSONSerialization.data(withJSONObject: reply).write(to: file)

    let result = try await Stratus.run(
      ["render", "now", "--location", "Oslo", "--source", "file:\(folder.path)"])
    #expect(result.status == 65)
    #expect(Self.controls(in: result.error).isEmpty)
    #expect(result.error.contains("current.time: '␛]0;PWNED␇xxx"), "\(result.error)")
    #expect(result.error.hasSuffix("' is not a local ISO 8601 time like 2026-11-22T15:00\n"))
    #expect(result.error.count <= "stratus render: ".count + Message.detailsLimit + 1)
  }

  @Test func aPlaceLookedUpOverHTTPSendsTheAccountsKeyAsThePickerDoes() async throws {
    let server = try await StubServer.start()
    defer { server.stop() }
    for (account, key) in [("Work", "fixture-work-key-7d1f0c"), ("Personal", nil)] {
      let result = try await Stratus.run([
        "render", "now", "--source", server.source(), "--account", account, "--location",
        "Springfield",
      ])
      #expect(result.status == 0, "\(result.error)")
      let requests = try await server.requests()
      let search = try #require(requests.last { $0.path == "/ok/v1/search" })
      #expect(search.value(of: "name") == "Springfield")
      #expect(search.value(of: "apikey") == key, "\(account)'s key, as the picker sends it")
      let forecast = try #require(requests.last { $0.path == "/ok/v1/forecast" })
      #expect(forecast.value(of: "apikey") == key)
    }
    // The picker, for comparison: the same request with the same key.
    let picker = try await Stratus.run(
      ["script", "-", "--source", server.source(), "--account", "Work"],
      input: "key l\ntype Springfield\n")
    #expect(picker.status == 0, "\(picker.error)")
    let requests = try await server.requests()
    let search = try #require(requests.last { $0.path == "/ok/v1/search" })
    #expect(search.value(of: "apikey") == "fixture-work-key-7d1f0c")
  }

  /// The control characters in `text` other than line feeds.
  static func controls(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }
  }
}

/// The limits of `Sources/stratus/Output/Message.swift`, which this target cannot import.
enum Message {
  static let detailsLimit = 400
}
