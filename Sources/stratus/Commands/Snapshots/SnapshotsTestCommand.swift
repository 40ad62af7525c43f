import Foundation
import Services
import TextSnapshotsCore
import TextUI

/// `stratus snapshots test`: runs a package's whole test suite as one complete snapshot
/// run, as `cargo insta test` does, then prints what waits for review and which goldens
/// no test checked.
///
/// Only whoever starts `swift test` knows that every test ran (a test process cannot
/// tell whether it was filtered), so this command is what marks a run complete, and so
/// what lets any package, not only this one, list its orphans.
struct SnapshotsTestCommand: StratusCommand {
  static let configuration = CommandSpec(
    path: ["snapshots", "test"],
    abstract: "Run swift test as one complete run; list pending files and orphans.",
    arguments: [
      ArgumentSpec(
        "swift-test-option", "passed to swift test; write them after '--'", optional: true,
        repeated: true)
    ],
    discussion: """
      Runs 'swift test --package-path DIR' (swift is found on PATH) with
      STRATUS_SNAPSHOT_RUN set to a new run id; its output passes straight through.
      Then marks the run complete, green when swift test passed and red when it
      failed, and prints what 'stratus snapshots status' prints. A run that failed
      before checking any golden (a build error) is not marked. Ctrl-C stops swift
      test, and the run is not marked either. --filter, --skip, --specifier,
      --list-tests, --disable-xctest and --disable-swift-testing are refused: a
      golden that a partial run skipped is not an orphan.

      EXIT STATUS:
        0        swift test passed and nothing is pending
        1        swift test failed, or a .new file waits for review (as in cargo
                 insta test: a passing run may find one an earlier run left)
        64       a refused option; 69 no swift on PATH
        130, 143 interrupted by SIGINT or SIGTERM; the run is not marked
      Orphans are listed but do not change the status: prune them, or not.

      EXAMPLES:
        stratus snapshots test
        stratus snapshots test --package-path Examples/consumer -- --parallel
      """)

  struct Options: OptionGroup {
    var package = SnapshotsOptions()
    var swiftTest = SwiftTestArguments()
  }

  let review: SnapshotReview
  /// `--package-path` as given, to repeat in the hint to review.
  let packagePath: String?
  /// The words after `--`, for `swift test`.
  let extraArguments: [String]
  /// Where a new run's id takes its time from: the system's clock, as for any command
  /// that stamps what it writes, injected like every other clock of the project.
  let clock: WallClock

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    extraArguments = try SwiftTestArguments.checked(arguments.group(\.swiftTest))
    review = try SnapshotsOptions.review(arguments.group(\.package))
    packagePath = try arguments[\.package.packagePath]
    clock = .system
  }

  func run() async throws(CommandFailure) {
    guard let swift = ChildProcess.find("swift") else {
      throw CommandFailure(
        .unavailable,
        "cannot find 'swift' on PATH; install a Swift toolchain or add its bin folder to PATH")
    }
    let run = Self.newRunID(at: clock.now())
    let arguments = ["test", "--package-path", review.packageRoot.path] + extraArguments
    let output = FileOutput.standardOutput
    let command = ControlPicture.visible(arguments.joined(separator: " "))
    try output.write("snapshot run \(run): swift \(command)\n")
    let outcome: ChildProcess.Outcome
    do {
      outcome = try ChildProcess.run(
        swift, arguments, environment: [SnapshotLedger.runVariable: run])
    } catch {
      throw CommandFailure(
        .unavailable, "cannot start \(swift): \(SystemError.describe(error.code))")
    }
    if let failure = Self.interruption(outcome, run: run) { throw failure }
    guard case .exited(let status) = outcome.ending else { throw .needsAttention }
    try output.write(try mark(run, passed: status == 0))
    let summary = SnapshotStatus(review: review)
    try output.write(summary.text())
    if !summary.pending.isEmpty {
      let option = packagePath.map { " --package-path \(ControlPicture.visible($0))" } ?? ""
      try output.write("review them: stratus snapshots review\(option)\n")
    }
    if status != 0 || !summary.pending.isEmpty { throw .needsAttention }
  }

  /// Marks `run` complete, green or red, and says so; leaves unmarked a failed run that
  /// checked no golden, which would make every golden look orphaned.
  private func mark(_ run: String, passed: Bool) throws(CommandFailure) -> String {
    let ledger = SnapshotLedger(packageRoot: review.packageRoot)
    guard passed || ledger.runs().contains(where: { $0.id == run }) else {
      return
        "snapshot run \(run) not marked complete: swift test failed before checking any golden\n"
    }
    do {
      try ledger.markComplete(run: run, green: passed)
    } catch {
      throw CommandFailure(.ioError, "\(details: error.description)")
    }
    return "snapshot run \(run) complete: \(passed ? "green" : "red")\n"
  }

  /// The failure for a run that a signal stopped or asked to stop, whatever status
  /// swift test then exited with (it exits 1 when Ctrl-C cancels its build): such a
  /// run is not complete, so it is not marked.
  private static func interruption(
    _ outcome: ChildProcess.Outcome, run: String
  ) -> CommandFailure? {
    var signalNumber = outcome.stopSignal
    if case .signalled(let stopper) = outcome.ending { signalNumber = signalNumber ?? stopper }
    guard let signalNumber else { return nil }
    let names: [Int32: (String, ExitCode)] = [
      SIGINT: ("SIGINT", .interrupted), SIGTERM: ("SIGTERM", .terminated),
      SIGHUP: ("SIGHUP", .hangUp),
    ]
    let (name, status) = names[signalNumber] ?? ("signal \(signalNumber)", .failure)
    return CommandFailure(
      status, "interrupted by \(name): snapshot run \(run) is not marked complete")
  }

  /// A new run id: the UTC time to the second and this process's id,
  /// `20261122T124005Z-13737`, so runs sort by time and two at once differ.
  private static func newRunID(at now: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
    return "\(formatter.string(from: now))-\(ProcessInfo.processInfo.processIdentifier)"
  }
}
