import Application
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The event loop of `stratus run`: it takes the terminal over, then turns events into
/// changed cells until something ends it, and gives the terminal back.
@MainActor
struct RunSession {
  /// What ended a session.
  enum Ending: Equatable {
    /// The app quit (q, Ctrl-C) or input closed.
    case finished
    /// A signal asked it to stop; the process should end by that signal.
    case signal(Int32)
  }

  let runtime: AppRuntime
  let terminal: InteractiveTerminal
  let highlightsUpdates: Bool
  private var screen: TerminalScreen
  private var decoder = KeyDecoder()

  /// - Parameter colors: what the terminal draws of a style (`--color`).
  init(
    runtime: AppRuntime, terminal: InteractiveTerminal, highlightsUpdates: Bool,
    colors: ColorSupport
  ) {
    self.runtime = runtime
    self.terminal = terminal
    self.highlightsUpdates = highlightsUpdates
    screen = TerminalScreen(colors: colors)
  }

  /// Runs until the app quits, input closes or a signal stops it. The signal handlers are
  /// in place before the terminal is taken over, and the terminal is given back before
  /// they are removed, so no signal meets a raw terminal unguarded.
  mutating func run() async throws(CommandFailure) -> Ending {
    let (events, sink) = AsyncStream.makeStream(of: RunEvent.self)
    runtime.onNeedsRender = { sink.yield(.appChanged) }
    let signals = SignalWatcher(terminal: terminal, sending: sink)
    defer {
      terminal.giveBack()
      signals.stop()
      runtime.stop()
    }
    try terminal.takeOver()
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
      if let ending = try await handle(event) { return ending }
      try draw()
    }
    return .finished
  }

  /// Applies one event; returns how the session ends when it should.
  private mutating func handle(_ event: RunEvent) async throws(CommandFailure) -> Ending? {
    switch event {
    case .input(let bytes):
      return await press(decoder.decode(bytes))
    case .inputQuiet:
      return await press(decoder.flush())
    case .inputClosed:
      return .finished
    case .resized:
      screen.invalidate()
      try await send(.resize(TerminalSize.current() ?? runtime.size))
    case .resumed:
      // The shell had the screen: draw every cell, at the size the terminal has now.
      screen.invalidate()
      if let size = TerminalSize.current(), size != runtime.size { try await send(.resize(size)) }
    case .stopSignal(let number):
      return .signal(number)
    case .appChanged, .clockTick:
      runtime.redraw()
    }
    return nil
  }

  /// Sends the keys one read brought to the app, together (``AppRuntime/send(keys:)``:
  /// a paste is drawn once, not once per character); Ctrl-C quits like q, and Ctrl-Z
  /// suspends, as in a shell.
  private func press(_ keys: [Key]) async -> Ending? {
    var pending: [Key] = []
    for key in keys {
      if key == .ctrl("c") { return .finished }
      if key == .ctrl("z") {
        if !pending.isEmpty { await runtime.send(keys: pending) }
        pending = []
        if runtime.isFinished { return .finished }
        // The signal watcher suspends: it gives the terminal back even if this loop is
        // busy, and is the one place a suspension is handled, however it was asked for.
        kill(getpid(), SIGTSTP)
        continue
      }
      pending.append(key)
    }
    if !pending.isEmpty { await runtime.send(keys: pending) }
    return runtime.isFinished ? .finished : nil
  }

  private func send(_ event: AppEvent) async throws(CommandFailure) {
    do {
      try await runtime.send(event)
    } catch {
      throw CommandFailure(error)
    }
  }

  /// Writes the cells that changed since the last frame, in one write (dropped while
  /// the terminal is given back).
  private mutating func draw() throws(CommandFailure) {
    let regions = highlightsUpdates ? runtime.updatedRegions : []
    let bytes = screen.update(to: runtime.frame, highlighting: regions)
    if !bytes.isEmpty { try terminal.write(bytes) }
  }
}
