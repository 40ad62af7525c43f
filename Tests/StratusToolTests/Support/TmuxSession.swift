import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal for end-to-end tests of `stratus run`: a detached tmux session on a
/// server of its own, driven with `send-keys` and read with `capture-pane`.
///
/// Each session runs one shell command in a fixed-size window and is killed (with its
/// private server) by ``close()``, so tests never touch a person's own tmux.
final class TmuxSession {
  /// Whether tmux is installed; `.ci/run` installs it when it is missing.
  static var isAvailable: Bool {
    (try? run(["-V"], socket: "stratus-probe").status) == 0
  }

  private let socket = "stratus-test-\(UUID().uuidString.prefix(8))"

  /// Starts `command` (run by `sh -c`) in a `width` x `height` window, once one of the
  /// terminal slots is free (see `ProcessSlots.terminals`); ``close()`` frees it.
  init(_ command: String, width: Int = 80, height: Int = 24) async throws {
    await ProcessSlots.terminals.acquire()
    holdsSlot = true
    // The server this starts lives on after the client exits; it must not inherit a
    // pipe, or reading the pipe to its end would wait for the server.
    let result = try Self.run(
      ["new-session", "-d", "-s", "test", "-x", "\(width)", "-y", "\(height)", command],
      socket: socket, capturing: false)
    guard result.status == 0 else {
      close()
      throw TmuxError(message: "new-session: \(result.output)")
    }
  }

  /// Whether this session still holds its terminal slot.
  private var holdsSlot = false

  /// Types `keys` as tmux names them: "2", "Enter", "Escape", "C-c".
  func send(_ keys: String...) throws {
    _ = try Self.run(["send-keys", "-t", "test"] + keys, socket: socket)
  }

  /// Types `text` literally, one key per character.
  func type(_ text: String) throws {
    _ = try Self.run(["send-keys", "-t", "test", "-l", text], socket: socket)
  }

  /// What the window shows now; with `escapes`, with its colours and attributes as
  /// escape sequences.
  func capture(escapes: Bool = false) throws -> String {
    try Self.run(
      ["capture-pane", "-p", "-t", "test"] + (escapes ? ["-e"] : []), socket: socket
    ).output
  }

  /// A tmux format variable of the pane: `alternate_on`, `cursor_flag`, `pane_pid`.
  func value(_ variable: String) throws -> String {
    try Self.run(["display-message", "-p", "-t", "test", "#{\(variable)}"], socket: socket)
      .output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Resizes the window, as a person dragging the terminal's corner.
  func resize(width: Int, height: Int) throws {
    _ = try Self.run(
      ["resize-window", "-t", "test", "-x", "\(width)", "-y", "\(height)"], socket: socket)
  }

  /// Sets a server option, as `set -s NAME VALUE`: `set-clipboard on`.
  func setServerOption(_ name: String, _ value: String) throws {
    let result = try Self.run(["set-option", "-s", name, value], socket: socket)
    guard result.status == 0 else { throw TmuxError(message: "set-option: \(result.output)") }
  }

  /// The newest paste buffer (what OSC 52 puts on the clipboard when `set-clipboard` is
  /// on), or "" when there is none.
  func pasteBuffer() throws -> String {
    let result = try Self.run(["show-buffer"], socket: socket)
    return result.status == 0 ? result.output : ""
  }

  /// Waits until the window shows text for which `condition` holds, and returns it.
  ///
  /// It polls the screen and returns as soon as it shows what it waits for; the limit,
  /// ``HangGuard/seconds``, only turns a hang into a failure. A loaded machine passed
  /// shorter ones (15 s, then 60 s) with the screen still blank while the tool in the
  /// window started.
  ///
  /// - Throws: ``TmuxError`` with the last screen when `seconds` pass first.
  @discardableResult
  func waitFor(
    _ description: String, seconds: Double = HangGuard.seconds, _ condition: (String) -> Bool
  ) async throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    var screen = ""
    while Date() < deadline {
      screen = try capture()
      if condition(screen) { return screen }
      // A suspension, not a Thread.sleep: the wait leaves the thread to other tests.
      try await Task.sleep(for: .milliseconds(50))
    }
    throw TmuxError(message: "timed out waiting for \(description); the screen was:\n\(screen)")
  }

  /// Waits until the window shows `text`.
  @discardableResult
  func waitFor(_ text: String, seconds: Double = HangGuard.seconds) async throws -> String {
    try await waitFor("'\(text)'", seconds: seconds) { $0.contains(text) }
  }

  /// Kills the session, its server and every process in its panes.
  ///
  /// `kill-server` asks politely: it sends the panes SIGHUP and the server exits once
  /// they have. A pane's process that outlives it (an interactive shell that blocks
  /// SIGHUP, a program stuck in a system call) would keep the server, and itself, running
  /// after the test, so whatever is left a moment later is killed outright.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    defer {
      if holdsSlot { ProcessSlots.terminals.release() }
      holdsSlot = false
    }
    let processes = serverProcesses()
    _ = try? Self.run(["kill-server"], socket: socket)
    let deadline = Date().addingTimeInterval(2)
    while processes.contains(where: Self.isAlive) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    for pid in processes where Self.isAlive(pid) { kill(pid, SIGKILL) }
  }

  private var isClosed = false

  /// The server's process and those of its panes, while it runs.
  private func serverProcesses() -> [pid_t] {
    let listed = try? Self.run(
      ["list-panes", "-a", "-F", "#{pid} #{pane_pid}"], socket: socket)
    let words = (listed?.output ?? "").split(whereSeparator: \.isWhitespace)
    return Array(Set(words.compactMap { pid_t($0) }))
  }

  /// Whether `pid` still names a running process: not gone, and not a zombie waiting
  /// for its parent to reap it (which a signal can no longer reach).
  private static func isAlive(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    // Linux only: the state field follows the command name in parentheses.
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return true }
    return !stat[end...].hasPrefix(") Z")
  }

  deinit { close() }

  /// Runs `tmux -L socket` with `arguments` and returns its status and output.
  ///
  /// It spawns tmux with `posix_spawn` and waits with `waitpid` rather than using
  /// `Process`, whose exit monitoring can hang while a forked tmux server holds its
  /// descriptors; the output goes through a file for the same reason.
  private static func run(
    _ arguments: [String], socket: String, capturing: Bool = true
  ) throws -> (status: Int32, output: String) {
    let outputFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-tmux-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: outputFile) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, capturing ? outputFile : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var words = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
    if !capturing {
      // `new-session` forks a server that outlives this call. No descriptor of this
      // process may reach it: other tests run the tool at the same time, and a server
      // holding the write end of one of their pipes would keep that test waiting for the
      // end of its output until the server exits. posix_spawn has no portable
      // "close the rest", so a python3 trampoline (the HTTP tests need python3 too)
      // closes every inherited descriptor above 2 before it becomes tmux.
      let closeAll = "import os,sys; os.closerange(3, 65536); os.execvp(sys.argv[1], sys.argv[1:])"
      words = ["python3", "-c", closeAll] + words
    }
    // NB: a test runs on a Dispatch worker thread, which blocks most signals, and a
    // spawned process inherits the mask of the thread that spawned it. A tmux server
    // with SIGTERM blocked ignores `kill-server` (which is SIGTERM to itself) and
    // outlives the test (and a pane's shell that inherits SIGHUP blocked outlives
    // `kill-server` too), so the child starts with no signal blocked and the default
    // action for the signals that end it.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGHUP, SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var argv = words.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, words[0], &actions, &attributes, &argv, environ)
    guard spawned == 0 else { throw TmuxError(message: "cannot start tmux: error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
    let exited = status & 0x7F == 0
    return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output)
  }
}

/// A tmux session that did not do what a test waited for.
struct TmuxError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
