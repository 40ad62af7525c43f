import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs another program in the foreground, as a shell does: it shares the tool's
/// standard input, output and error, so its output streams straight through, and the
/// tool waits for it to end.
///
/// Signals follow `system(3)`. Ctrl-C and Ctrl-\ reach the child from the terminal
/// itself (the terminal signals its whole foreground process group), so the tool does
/// not die of `SIGINT` or `SIGQUIT` while it waits: the child decides how to stop, and
/// the tool lives to report how it ended. `SIGTERM`, which a CI runner sends to one
/// process, is passed on to the child. Either way the tool notes the signal, since a
/// child may catch it and exit as if nothing happened. The child starts with these
/// signals at their default action, whatever the tool does with them.
///
/// ```swift
/// if let swift = ChildProcess.find("swift") {
///   let outcome = try ChildProcess.run(swift, ["test"], environment: ["CI": "true"])
/// }
/// ```
enum ChildProcess {
  /// How the child ended.
  enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal stopped it (`SIGINT` for Ctrl-C).
    case signalled(Int32)
  }

  /// How the child ended, and whether someone asked to stop while it ran.
  struct Outcome: Equatable, Sendable {
    /// How the child ended.
    var ending: Ending
    /// The first stop signal (`SIGINT`, `SIGQUIT`, `SIGTERM`) the tool received while
    /// the child ran, if any; the child got it too.
    var stopSignal: Int32?
  }

  /// A program that could not be started.
  struct LaunchError: Error {
    /// The `errno` value `posix_spawn` gave.
    let code: Int32
  }

  /// The signals the terminal sends to the child as well as to the tool.
  private static let fromTerminal = [SIGINT, SIGQUIT]
  /// The signals the tool passes on to the child.
  private static let forwarded = [SIGTERM]

  /// What the signal handlers share with ``run(_:_:environment:)``.
  ///
  /// `@unchecked Sendable` because it is only read and written on the one serial queue
  /// the handlers run on.
  private final class Watch: @unchecked Sendable {
    let queue = DispatchQueue(label: "ChildProcess.signals")
    var child: pid_t?
    var stopSignal: Int32?
  }

  /// Starts `executable` with `arguments`, this process's environment plus
  /// `environment`, and waits for it to end.
  ///
  /// - Parameters:
  ///   - executable: The program's path (see ``find(_:path:)``).
  ///   - arguments: Its arguments, without its own name.
  ///   - environment: Variables to add or replace.
  /// - Returns: How it ended, and any stop signal received meanwhile.
  /// - Throws: ``LaunchError`` when it cannot be started.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:]
  ) throws(LaunchError) -> Outcome {
    let watched = fromTerminal + forwarded
    // A dispatch source reports a signal only once its default action (ending the
    // process) is off.
    let previous = watched.map { ($0, signal($0, SIG_IGN)) }
    defer { for (signalNumber, handler) in previous { signal(signalNumber, handler) } }
    let watch = Watch()
    let sources = watched.map { signalNumber in
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: watch.queue)
      source.setEventHandler {
        watch.stopSignal = watch.stopSignal ?? signalNumber
        if forwarded.contains(signalNumber), let child = watch.child { kill(child, signalNumber) }
      }
      source.resume()
      return source
    }
    defer { for source in sources { source.cancel() } }

    // A signal this process was started ignoring (a background job's SIGINT) stays
    // ignored in the child, as `system(3)` does; the others get their default action.
    let reset = previous.filter { !isIgnore($0.1) }.map(\.0)
    let child = try spawn(
      executable, [executable] + arguments, environment: environment, resetting: reset)
    watch.queue.sync {
      watch.child = child
      // A SIGTERM that came before the child existed is passed on now.
      if let early = watch.stopSignal, forwarded.contains(early) { kill(child, early) }
    }
    let ending = wait(for: child)
    return Outcome(ending: ending, stopSignal: stopSignal(after: ending, in: watch))
  }

  /// The stop signal received while the child ran.
  ///
  /// NB: the terminal signals the tool and the child at once, but a dispatch source
  /// reports the tool's signal on a queue of its own, which on a busy machine can run
  /// after the child has already caught the same Ctrl-C and exited. A child that
  /// failed may have been stopped that way, so the answer waits for the report a
  /// little (half a second at most) before saying there was none; a child that
  /// succeeded is not kept waiting.
  private static func stopSignal(after ending: Ending, in watch: Watch) -> Int32? {
    var waited = 0
    while true {
      if let signalNumber = watch.queue.sync(execute: { watch.stopSignal }) {
        return signalNumber
      }
      guard ending != .exited(0), waited < 50 else { return nil }
      usleep(10_000)
      waited += 1
    }
  }

  /// `posix_spawn` with the signals `reset` at their default action in the child: an
  /// ignored signal would otherwise stay ignored across `exec`, and Ctrl-C could not
  /// stop the child.
  private static func spawn(
    _ path: String, _ argv: [String], environment: [String: String], resetting reset: [Int32]
  ) throws(LaunchError) -> pid_t {
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t?
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signalNumber in reset { sigaddset(&defaults, signalNumber) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in cArguments + cEnvironment { free(pointer) } }
    var child: pid_t = 0
    var code = posix_spawn(&child, path, nil, &attributes, cArguments, cEnvironment)
    // NB: ETXTBSY ("text file busy") means the program was written a moment ago and a
    // process forked meanwhile still holds it open for writing, until that process calls
    // exec. It clears within milliseconds, so a few more tries, 10 ms apart, get past it.
    var retries = 0
    while code == ETXTBSY && retries < 50 {
      retries += 1
      usleep(10_000)
      code = posix_spawn(&child, path, nil, &attributes, cArguments, cEnvironment)
    }
    guard code == 0 else { throw LaunchError(code: code) }
    return child
  }

  /// Whether a handler `signal(2)` returned is `SIG_IGN`. C function pointers cannot
  /// be compared in Swift; their bits can.
  private static func isIgnore<Handler>(_ handler: Handler) -> Bool {
    unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Waits for `child` to end, retrying when a signal interrupts the wait.
  private static func wait(for child: pid_t) -> Ending {
    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 {
      if errno != EINTR { return .exited(127) }
    }
    // The `WIFEXITED` family are C macros Swift cannot call: bits 0-6 hold the
    // signal that stopped the child (0 when it exited), bits 8-15 its exit status.
    let signalNumber = status & 0x7f
    return signalNumber == 0 ? .exited((status >> 8) & 0xff) : .signalled(signalNumber)
  }
}
