import Foundation
import TestSupport
import Testing

/// A seeded fuzz of what a `Snapshots/` folder can hold (``FuzzedSnapshotsPackage``),
/// run through every `stratus snapshots` command as a built binary.
///
/// For each command on each package: the tool exits with a documented status (no crash,
/// no hang); no entry outside the package changes; no entry that is not a regular file
/// changes; and nothing it prints holds Foundation's error codes or a raw control
/// character. `review` without a terminal always reaches its end.
///
/// The seed is printed; `STRATUS_FUZZ_SEED=<n> swift test --filter SnapshotFileTypesFuzz`
/// replays a run, or tries another.
@Suite struct SnapshotFileTypesFuzzTests {
  static let packages = 8

  /// Each command, with the statuses it may exit with.
  static let commands: [(arguments: [String], statuses: Set<Int32>)] = [
    (["status"], [0, 1]), (["status", "--json"], [0, 1]), (["review"], [0]),
    (["report", "--html", "-"], [0]), (["report", "--html", "package/report.html"], [0]),
    (["prune", "--dry-run"], [0]), (["reject", "--all"], [0, 74]),
    (["accept", "--all"], [0, 74]), (["prune"], [0, 74]), (["status"], [0, 1]),
  ]

  @Test func everyCommandLeavesWhatIsNotARegularFileAndWhatIsOutsideThePackageAlone() async throws {
    let environment = ProcessInfo.processInfo.environment["STRATUS_FUZZ_SEED"]
    let seed = environment.flatMap { UInt64($0) } ?? 0x5EED_F11E
    print("snapshot file-type fuzz seed: \(seed) (replay: STRATUS_FUZZ_SEED=\(seed))")
    var random = SeededGenerator(seed: seed)
    for index in 0..<Self.packages {
      let package = try FuzzedSnapshotsPackage(using: &random)
      defer { package.remove() }
      // `reject --all` empties the review for `accept --all`, so each package runs one.
      let rejects = Bool.random(using: &random)
      for command in Self.commands
      where command.arguments != [rejects ? "accept" : "reject", "--all"] {
        let context =
          "seed \(seed), package \(index), `snapshots \(command.arguments.joined(separator: " "))`"
          + " on:\n" + package.manifest.joined(separator: "\n")
        try await check(command.arguments, statuses: command.statuses, on: package, context)
      }
    }
  }

  private func check(
    _ arguments: [String], statuses: Set<Int32>, on package: FuzzedSnapshotsPackage,
    _ context: String
  ) async throws {
    let outside = FileState.tree(at: package.outside)
    let special = package.special.map {
      FileState.tree(at: package.root.appendingPathComponent($0))
    }
    let result = try await Stratus.run(
      ["snapshots"] + arguments + ["--package-path", package.root.path],
      in: package.scratch)
    #expect(statuses.contains(result.status), "exit \(result.status): \(result.error)\n\(context)")
    #expect(FileState.tree(at: package.outside) == outside, "outside changed\n\(context)")
    let after = package.special.map { FileState.tree(at: package.root.appendingPathComponent($0)) }
    for (path, (old, new)) in zip(package.special, zip(special, after)) where old != new {
      Issue.record("\(path) changed: \(old) -> \(new)\n\(context)")
    }
    for (name, text) in [("output", result.output), ("error", result.error)] {
      #expect(
        !text.contains("NSCocoaErrorDomain") && !text.contains("Error Domain="),
        "\(name): \(text)\n\(context)")
      let control = text.unicodeScalars.first { Self.isRawControl($0) }
      #expect(
        control == nil, "raw U+\(String(control?.value ?? 0, radix: 16)) in \(name)\n\(context)")
    }
    if arguments == ["review"] {
      #expect(
        result.output == "nothing to review\n"
          || result.output.hasSuffix(
            "nothing was changed; use 'stratus snapshots accept' or 'reject'\n"),
        "review stopped early\n\(context)")
    }
  }

  /// A C0 control other than a newline, DEL, or a C1 control.
  private static func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
  }
}
