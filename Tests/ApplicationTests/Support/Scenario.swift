import Application
import Foundation
import Services
import TextSnapshots
import TextUI

/// A scripted session of the app: each step sends events and checks the frame and the
/// render trace against goldens named after the step.
///
/// The trace golden is what the scenario tests are about: it records, pass by pass,
/// which views were evaluated and which were reused, so a change that makes gating
/// re-render more than it should shows up as a diff.
@MainActor
final class Scenario {
  let runtime: AppRuntime
  let clock: ManualClock
  private var stepNumber = 0

  /// Launches the app from `configuration` (on a manual clock at the reference time
  /// unless it says otherwise) with tracing on.
  init(_ configuration: AppConfiguration = AppConfiguration()) async throws {
    var configuration = configuration
    if case .manual(let clock) = configuration.clock {
      self.clock = clock
    } else {
      clock = ManualClock(now: FixtureTime.reference)
      configuration.clock = .manual(clock)
    }
    runtime = try AppRuntime(configuration: configuration, tracing: true)
    await runtime.start()
  }

  var graph: AppGraph { runtime.graph }
  var rows: [String] { runtime.frame.rows }
  var screen: String { rows.joined(separator: "\n") }

  /// Sends `events`, in order.
  func send(_ events: AppEvent...) async throws {
    for event in events { try await runtime.send(event) }
  }

  /// Checks the current frame, and the trace of the last event unless `trace` is false,
  /// against goldens named `<n>-<name>`.
  func expect(
    _ name: String, trace: Bool = true,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: UInt = #line, column: UInt = #column
  ) {
    stepNumber += 1
    let step = "\(stepNumber)-\(name)"
    assertSnapshot(
      of: runtime.frame, as: .frame, named: step, fileID: fileID, filePath: filePath,
      function: function,
      line: line, column: column)
    if trace {
      assertSnapshot(
        of: runtime.traceText, as: .lines, named: "\(step).trace", fileID: fileID,
        filePath: filePath,
        function: function, line: line, column: column)
    }
  }
}
