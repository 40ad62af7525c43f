import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `kill -9` in the middle of saving settings loses nothing: whenever the tool dies, the
/// file is the old settings or the new, never a torn mix.
@Suite struct SaveInterruptionTests {
  /// How many times the tool is killed.
  static let rounds = 20

  @Test func killingTheToolWhileItSavesNeverLeavesATornFile() async throws {
    let data = try DataFolder()
    // Each line is a save: a script that would run for a minute, killed long before.
    let script = data.scratch.appendingPathComponent("switching.stratus")
    try String(repeating: "account Work\naccount Personal\n", count: 500)
      .write(to: script, atomically: true, encoding: .utf8)
    var generator = SeededGenerator(seed: 0x5E77_1265_0009)
    print("killingTheToolWhileItSavesNeverLeavesATornFile seed: \(generator.seed)")

    var hasSaved = false
    var killedMidSave = 0
    for round in 1...Self.rounds {
      let process = Process()
      process.executableURL = Stratus.binary
      process.arguments = ["script", script.path, "--save-settings"]
      process.environment = ProcessInfo.processInfo.environment.merging(data.environment) { $1 }
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Where the kill lands is chance (seeded); what must hold does not depend on it.
      try await Task.sleep(for: .seconds(Double.random(in: 0.05...0.6, using: &generator)))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal, "round \(round) was killed")

      let temporary = ".settings.json.\(process.processIdentifier).tmp"
      if data.entries().contains(temporary) { killedMidSave += 1 }
      guard let bytes = data.settingsBytes() else {
        #expect(!hasSaved, "round \(round): a file once saved is never lost")
        continue
      }
      hasSaved = true
      let settings = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any]
      #expect(settings != nil, "round \(round): settings.json is whole JSON")
      #expect(["personal", "work"].contains(settings?["activeAccountID"] as? String))
      #expect((settings?["accounts"] as? [Any])?.count == 2)
      let render = try await data.run(["render", "settings"])
      #expect(render.status == 0)
      #expect(render.error == "", "round \(round): the tool reads it as valid settings")
      #expect(!data.entries().contains { $0.contains(".corrupt-") })
    }
    print("killed \(Self.rounds) times, \(killedMidSave) of them between writing and renaming")
    #expect(hasSaved, "some round got as far as saving")

    // The next save tidies the temporary files the killed processes left. Two switches,
    // so at least one is a change whatever account the last round left (an unchanged
    // setting writes nothing, and so tidies nothing). A file whose process id a busy
    // machine has already given to another live process is kept (pids wrap at 32768
    // here), since its writer cannot be told from a stranger.
    try await data.save(script: "account Work\naccount Personal\n")
    let left = data.entries().filter { $0 != "settings.json" && $0 != ".settings.json.lock" }
    let reused = left.filter { entry in
      let parts = entry.split(separator: ".")
      guard parts.count == 4, parts[3] == "tmp", let pid = pid_t(parts[2]) else { return false }
      return kill(pid, 0) == 0
    }
    #expect(data.entries().contains("settings.json"))
    #expect(left == reused, "leftovers whose process is gone are removed: \(left)")
  }
}
