import Foundation
import Presentation
import TextSnapshotsCore
import TextUI

/// Benchmarks of the golden-snapshot library: verifying a suite's worth of matching
/// goldens, and diffing a long snapshot with a few changes.
///
/// The goldens are written to a fresh temporary folder when the benchmarks are built,
/// so the timed body only reads, compares and checks for stale pending files, as a
/// passing test run does.
@MainActor
enum SnapshotBenchmarks {
  /// How many goldens one `snapshot.verify` iteration checks.
  static let goldenCount = 1_000

  /// The snapshot benchmarks.
  static func all() -> [Benchmark] {
    [verifyGoldens(), diffLongText()]
  }

  /// `snapshot.verify.1000`: encode 1,000 80x24 Now screens (each with a different
  /// temperature) and verify each against its matching golden on disk.
  private static func verifyGoldens() -> Benchmark {
    let root = temporaryRoot
    removeTemporaryGoldens()
    let renderer = Renderer()
    var cases: [(frame: Frame, location: SnapshotLocation)] = []
    for index in 0..<goldenCount {
      var temperature = TemperaturePanel.Props.toronto
      temperature.digits = "\(index % 40 - 10)"
      let props = NowView.Props(
        content: .loaded(
          NowView.Forecast(temperature: temperature, hourly: .toronto, measurements: .toronto)),
        border: .rounded)
      let frame = renderer.render(NowView(props: props), width: 80, height: 24)
      let location = SnapshotLocation(
        packageRoot: root, relativePath: "Snapshots/Bench/Now/frame.\(index).txt")
      _ = SnapshotVerifier(mode: .missing).verify(Snapshot(frame), at: location)
      cases.append((frame, location))
    }
    // As in a local test run: writes allowed, so each match also looks for a stale
    // pending file to remove.
    let verifier = SnapshotVerifier(mode: .missing)
    return Benchmark("snapshot.verify.\(goldenCount)") {
      var matched = 0
      for (frame, location) in cases
      where verifier.verify(Snapshot(frame), at: location).outcome == .matched {
        matched += 1
      }
      Sink.consume(matched)
    }
  }

  /// `diff.10000lines.10changes`: a unified diff of two 10,000-line texts that differ
  /// in 10 lines spread through them.
  private static func diffLongText() -> Benchmark {
    let old = (0..<10_000).map { "row \($0): " + String(repeating: "·", count: 70) }
    var new = old
    for change in 0..<10 { new[change * 997 + 13] += " changed" }
    let oldText = old.joined(separator: "\n")
    let newText = new.joined(separator: "\n")
    return Benchmark("diff.10000lines.10changes") {
      let diff = LineDiff(old: oldText, new: newText)
      Sink.consume(diff.unified(oldLabel: "golden", newLabel: "new").utf8.count)
    }
  }

  /// Where `snapshot.verify` writes its goldens.
  private static let temporaryRoot = FileManager.default.temporaryDirectory
    .appendingPathComponent("stratus-bench-snapshots-\(getpid())")

  /// Removes the goldens `snapshot.verify` wrote; `main` calls it when the run ends.
  static func removeTemporaryGoldens() {
    try? FileManager.default.removeItem(at: temporaryRoot)
  }
}
