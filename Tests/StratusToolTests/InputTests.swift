import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Inputs the tool is handed in unusual ways: a script through a pipe, a file or folder
/// it may not read, a `--at` in each form ISO 8601 allows, a duration too long to count.
/// Each works, or says exactly why it does not.
@Suite struct InputTests {
  @Test func aScriptThroughAProcessSubstitutionIsRead() async throws {
    // `<(…)` hands the tool /dev/fd/63, a pipe: not a regular file, but readable.
    let result = try await Stratus.run(
      URL(fileURLWithPath: "/bin/bash"),
      ["-c", "'\(Stratus.binary.path)' script <(printf 'key 2\\nframe\\n')"],
      in: Stratus.packageRoot)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.hasPrefix("--- line 2: frame\n"))
    #expect(result.output.contains("[2 Week]"))
  }

  @Test(arguments: [
    "2026-11-22T20:00:00Z", "2026-11-22T20:00Z", "2026-11-22T15:00:00-05:00",
    "2026-11-22T15:00-05:00", "2026-11-22T20:00:00.000Z", "2026-11-23T05:30+09:30",
  ])
  func everyFormOfTheSameMomentRendersTheSameFrame(_ time: String) async throws {
    let reference = try await Stratus.run(["render", "now", "--at", "2026-11-22T20:00:00Z"])
    let result = try await Stratus.run(["render", "now", "--at", time])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == reference.output)
  }

  @Test func aLeapDayExistsOnlyInALeapYear() async throws {
    #expect(try await Stratus.run(["render", "now", "--at", "2028-02-29T12:00Z"]).status == 0)
    let result = try await Stratus.run(["render", "now", "--at", "2100-02-29T12:00Z"])
    #expect(result.status == 64)
    #expect(result.error.contains("day 29 is past the end of February 2100 (28 days)"))
  }

  @Test func aDurationTooLongToCountSaysItIsTooLarge() async throws {
    let result = try await Stratus.run(
      ["script", "-"], input: "key 2\ntick 99999999999999999999h\n")
    #expect(result.status == 65)
    #expect(
      result.error
        == "stratus script: <stdin>:2: duration '99999999999999999999h' is too large; a tick moves the clock at most 2562047788015h\n"
    )
  }

  @Test(.enabled(if: Unprivileged.isAvailable, "running as root without setpriv"))
  func aFileOrFolderThatMayNotBeReadSaysSo() async throws {
    let data = try DataFolder()
    let folder = data.scratch.appendingPathComponent("recordings")
    let inner = folder.appendingPathComponent("inner")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    let script = data.scratch.appendingPathComponent("private.stratus")
    try Data("key 2\n".utf8).write(to: script)
    for path in [folder.path, inner.path, script.path] { Unprivileged.handOver(path) }
    chmod(script.path, 0o000)
    chmod(folder.path, 0o000)
    defer { chmod(folder.path, 0o700) }

    let cases: [([String], String)] = [
      (["script", script.path], "cannot open the script '\(script.path)': permission denied"),
      (
        ["render", "now", "--source", "file:\(folder.path)"],
        "--source: cannot read the folder '\(folder.path)': permission denied"
      ),
      (
        ["render", "now", "--source", "file:\(inner.path)"],
        "--source: cannot reach '\(inner.path)': permission denied"
      ),
    ]
    for (arguments, message) in cases {
      let result = try await Unprivileged.run(arguments)
      #expect(result.status == 66, "\(arguments): \(result.error)")
      #expect(result.error == "stratus \(arguments[0]): \(message)\n")
    }
  }
}
