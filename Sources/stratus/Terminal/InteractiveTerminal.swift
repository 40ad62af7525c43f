import Foundation
import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal `stratus run` takes over (raw mode, alternate screen, hidden cursor) and
/// gives back, from any thread.
///
/// In raw mode each key reaches the program as soon as it is pressed, without echo, and
/// Ctrl-C and Ctrl-Z arrive as keys instead of signals, so the program decides what they
/// mean. Output processing is left on, so `"\n"` still starts a new line.
///
/// The run loop draws through ``write(_:)``; the thread that handles signals calls
/// ``giveBack()`` and ``takeOver()`` while the loop may be busy or stuck. One lock
/// orders them, so a frame is never cut by a signal, and a frame drawn after the terminal
/// was given back is dropped instead of landing on the person's shell (the loop repaints
/// in full when it takes the terminal again). ``TerminalRescue`` holds a copy of the way
/// back for crashes, where no lock can be taken.
final class InteractiveTerminal: @unchecked Sendable {
  /// The settings found, put back by ``giveBack()``.
  private let cooked: termios
  /// The settings while taken over.
  private let raw: termios
  private let output = FileOutput.standardOutput
  private let lock = NSLock()
  private var isTakenOver = false

  /// Reads the terminal's settings; changes nothing yet.
  ///
  /// - Throws: an I/O failure when the terminal's settings cannot be read.
  init() throws(CommandFailure) {
    cooked = try RawTerminal.currentSettings()
    raw = RawTerminal.raw(cooked)
    TerminalRescue.arm(cooked: cooked, leave: TerminalControl.leaveInteractiveScreen)
  }

  /// Switches to raw mode (``RawTerminal/raw(_:)``) and the alternate screen, and hides
  /// the cursor; again after a suspension, when the shell has had the terminal.
  ///
  /// - Throws: an I/O failure when the terminal cannot be switched to raw mode.
  func takeOver() throws(CommandFailure) {
    lock.lock()
    defer { lock.unlock() }
    var settings = raw
    // The first time, keys typed before the app was ready are dropped; when taken over
    // again (a `SIGCONT` may follow a resume), none are.
    guard tcsetattr(0, isTakenOver ? TCSANOW : TCSAFLUSH, &settings) == 0 else {
      throw CommandFailure(
        .ioError, "cannot switch the terminal to raw mode: \(SystemError.describe(errno))")
    }
    try? output.write(TerminalControl.enterInteractiveScreen)
    isTakenOver = true
    TerminalRescue.isTakenOver = true
  }

  /// Leaves the alternate screen, shows the cursor and puts the settings back as they
  /// were found; does nothing when the terminal is not taken over, so every way out can
  /// call it.
  func giveBack() {
    lock.lock()
    defer { lock.unlock() }
    guard isTakenOver else { return }
    isTakenOver = false
    TerminalRescue.isTakenOver = false
    try? output.write(TerminalControl.leaveInteractiveScreen)
    var settings = cooked
    tcsetattr(0, TCSAFLUSH, &settings)
  }

  /// Writes a frame's bytes while the terminal is taken over; drops them otherwise.
  func write(_ bytes: [UInt8]) throws(CommandFailure) {
    lock.lock()
    defer { lock.unlock() }
    guard isTakenOver else { return }
    try output.write(bytes)
  }

  deinit {
    giveBack()
    TerminalRescue.disarm()
  }
}
