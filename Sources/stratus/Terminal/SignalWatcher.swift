import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Handles the signals `stratus run` can meet, so that every way out it can catch gives
/// the terminal back, even when the app's work is stuck.
///
/// The terminal is given back from a thread of this watcher's own, never from the main
/// actor, which may be busy or blocked. A signal handler may do almost nothing safely, so
/// each handler writes the signal's number into a pipe and returns; the watcher's thread
/// reads the pipe and acts:
///
/// - `SIGWINCH`: the loop is told the size changed.
/// - `SIGTSTP` (and Ctrl-Z, which the loop turns into one): the terminal is given back,
///   then the process stops as a job does. `SIGCONT` (`fg`): the terminal is taken over
///   again and the loop repaints every cell; continued in the background (`bg`), it
///   leaves the terminal to the shell and stops when it reads a key, until `fg`.
/// - `SIGHUP`, `SIGINT`, `SIGTERM`, `SIGPIPE`, `SIGALRM`, `SIGUSR1`, `SIGUSR2`,
///   `SIGVTALRM` (whose default is to end the process): the terminal is given back at
///   once, then the loop is asked to stop; it ends the process by the same signal
///   (``end(by:)``), so the shell reports it as it would have (`$?` is 128 + the number).
///   If the loop is stuck, a second such signal ends the process straight away: the
///   terminal is already the shell's again, with Ctrl-C back on.
///
/// `SIGQUIT` and the signals of a crash (`SIGSEGV`, `SIGBUS`, a Swift trap's `SIGILL` or
/// `SIGTRAP`, `SIGABRT`, `SIGFPE`, …) cannot wait for a thread: their handler restores the
/// terminal itself (``TerminalRescue``) and lets the default action end the process.
///
/// A signal that was ignored when the tool started (`nohup` ignores `SIGHUP`; a shell
/// without job control ignores `SIGTSTP`) stays ignored.
final class SignalWatcher {
  /// The signals whose default ends the process, handled by asking the loop to stop.
  static let stopSignals: [Int32] = [
    SIGHUP, SIGINT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM,
  ]
  /// The signals that end the process at once: a quit, or a crash.
  static let crashSignals: [Int32] = [
    SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS, SIGXCPU, SIGXFSZ,
  ]
  /// The signals the watcher's thread handles.
  private static let forwarded = stopSignals + [SIGTSTP, SIGCONT, SIGWINCH]

  private let terminal: InteractiveTerminal
  private let sink: AsyncStream<RunEvent>.Continuation
  private var previous: [Int32: SignalAction] = [:]

  /// Installs the handlers and starts the thread; `terminal` is given back and taken
  /// over from it, and `sink` receives `.resized`, `.resumed` and `.stopSignal`.
  init(terminal: InteractiveTerminal, sending sink: AsyncStream<RunEvent>.Continuation) {
    self.terminal = terminal
    self.sink = sink
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // A full pipe must not block a handler: a signal lost then is one of many pending.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    SignalPipe.descriptor = ends[1]
    startThread(reading: ends[0])
    for number in Self.forwarded {
      install(number, SignalAction(handler: forwardSignal))
    }
    for number in Self.crashSignals {
      install(number, SignalAction(handler: restoreAndCrash, resetsToDefault: true))
    }
  }

  /// Puts back the handlers found and ends the thread.
  func stop() {
    for (number, action) in previous { action.install(for: number) }
    previous = [:]
    let descriptor = SignalPipe.descriptor
    SignalPipe.descriptor = -1
    if descriptor >= 0 { close(descriptor) }
  }

  /// Ends the process by signal `number`'s default action, as if it had never been
  /// caught: the shell sees the status it expects, and `SIGQUIT` still dumps core.
  static func end(by number: Int32) -> Never {
    raiseWithDefaultAction(number)
    _exit(128 + number)  // only if the default action did not end the process
  }

  // MARK: - Handlers

  /// Installs `action` for `number` unless the signal was ignored when the tool started.
  private func install(_ number: Int32, _ action: SignalAction) {
    let found = SignalAction.current(for: number)
    guard !found.isIgnore else { return }
    previous[number] = found
    action.install(for: number)
  }

  // MARK: - The thread

  private func startThread(reading descriptor: Int32) {
    let terminal = terminal
    let sink = sink
    let thread = Thread {
      var isStopping = false
      var number: UInt8 = 0
      while true {
        let count = read(descriptor, &number, 1)
        if count < 0 && errno == EINTR { continue }
        guard count == 1 else { break }
        let signalNumber = Int32(number)
        switch signalNumber {
        case SIGWINCH:
          sink.yield(.resized)
        case SIGTSTP where !isStopping:
          terminal.giveBack()
          Self.suspend()
          fallthrough
        case SIGCONT where !isStopping:
          // Continued in the background (`bg`), the shell keeps the terminal; `fg`
          // continues the app again, in the foreground.
          guard tcgetpgrp(0) == getpgrp() else { break }
          try? terminal.takeOver()
          sink.yield(.resumed)
        case SIGTSTP, SIGCONT:
          break
        default:
          if isStopping { Self.end(by: signalNumber) }
          isStopping = true
          terminal.giveBack()
          sink.yield(.stopSignal(signalNumber))
        }
      }
      close(descriptor)
    }
    thread.name = "stratus-signals"
    thread.start()
  }

  /// Stops the process as `SIGTSTP`'s default action does, and returns once it is
  /// continued (or at once, when its process group is orphaned and nothing could).
  ///
  /// `raise` sends the signal to this thread, so the process has stopped before it
  /// returns: nothing here runs on while the shell has the terminal. (A thread may start
  /// with signals blocked, so the signal is unblocked here first.)
  private static func suspend() {
    let handler = SignalAction(handler: forwardSignal)
    raiseWithDefaultAction(SIGTSTP)
    handler.install(for: SIGTSTP)
  }

  /// Raises signal `number` on this thread with its default action in place (and the
  /// signal unblocked, as a thread may start with signals blocked), so it does what it
  /// would have done had it never been caught. Returns only when that action lets the
  /// process go on (a stop, once continued).
  private static func raiseWithDefaultAction(_ number: Int32) {
    signal(number, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(number)
  }
}

/// The pipe the handlers write to, where they can reach it.
private enum SignalPipe {
  nonisolated(unsafe) static var descriptor: Int32 = -1
}

/// Writes the signal's number into the pipe for the watcher's thread.
private let forwardSignal: @convention(c) (Int32) -> Void = { number in
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(SignalPipe.descriptor, &byte, 1)
  errno = saved
}

/// Gives the terminal back and lets the signal's default action end the process: the
/// handler was installed to reset to the default once run, and the signal, raised again
/// here, is delivered when the handler returns (a fault simply happens again).
private let restoreAndCrash: @convention(c) (Int32) -> Void = { number in
  TerminalRescue.restoreFromSignalHandler()
  raise(number)
}
