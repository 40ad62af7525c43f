import Application
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The event loop of `stratus run`, once the terminal is set up: events in, changed
/// cells out.
@MainActor
struct RunSession {
  let runtime: AppRuntime
  let output: FileOutput
  let highlightsUpdates: Bool
  private var screen = TerminalScreen()
  private var decoder = KeyDecoder()

  init(runtime: AppRuntime, output: FileOutput, highlightsUpdates: Bool) {
    self.runtime = runtime
    self.output = output
    self.highlightsUpdates = highlightsUpdates
  }

  /// Runs until the app quits, input closes or a signal stops it; returns the status
  /// to exit with.
  mutating func run() async throws(CommandFailure) -> ExitCode {
    let (events, sink) = AsyncStream.makeStream(of: RunEvent.self)
    runtime.onNeedsRender = { sink.yield(.appChanged) }
    let signals = SignalWatcher(sending: sink)
    defer { signals.stop() }
    InputReader.start(sending: sink)
    let clock = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(1))
        sink.yield(.clockTick)
      }
    }
    defer { clock.cancel() }

    await runtime.start()
    try draw()
    for await event in events {
      if let status = try await handle(event) {
        runtime.stop()
        return status
      }
      try draw()
    }
    return .success
  }

  /// Applies one event; returns a status when the session should end.
  private mutating func handle(_ event: RunEvent) async throws(CommandFailure) -> ExitCode? {
    switch event {
    case .input(let bytes):
      return try await press(decoder.decode(bytes))
    case .inputQuiet:
      return try await press(decoder.flush())
    case .inputClosed:
      return .success
    case .resized:
      screen.invalidate()
      try await send(.resize(TerminalSize.current() ?? runtime.size))
    case .stopSignal(let number):
      return number == SIGINT ? .interrupted : number == SIGHUP ? .hangUp : .terminated
    case .appChanged, .clockTick:
      runtime.redraw()
    }
    return nil
  }

  /// Sends each key to the app; Ctrl-C quits like q.
  private func press(_ keys: [Key]) async throws(CommandFailure) -> ExitCode? {
    for key in keys {
      if key == .ctrl("c") { return .success }
      try await send(.key(key))
      if runtime.isFinished { return .success }
    }
    return nil
  }

  private func send(_ event: AppEvent) async throws(CommandFailure) {
    do {
      try await runtime.send(event)
    } catch {
      throw CommandFailure(error)
    }
  }

  /// Writes the cells that changed since the last frame, in one write.
  private mutating func draw() throws(CommandFailure) {
    let regions = highlightsUpdates ? runtime.updatedRegions : []
    let bytes = screen.update(to: runtime.frame, highlighting: regions)
    if !bytes.isEmpty { try output.write(bytes) }
  }
}
