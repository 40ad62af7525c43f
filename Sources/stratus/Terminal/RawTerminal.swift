#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal on standard input switched to raw mode, and back.
///
/// In raw mode each key reaches the program as soon as it is pressed, without echo, and
/// Ctrl-C arrives as a key instead of a signal, so the program decides what it means.
/// Output processing is left on, so `"\n"` still starts a new line.
///
/// ``restore()`` puts back exactly the settings found, and is safe to call more than
/// once; callers restore on every way out (a key, a signal, an error) so the person's
/// shell is never left without echo.
final class RawTerminal {
  private var saved: termios
  private var isRestored = false

  /// Whether standard input and standard output are both terminals.
  static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// Switches standard input to raw mode.
  ///
  /// - Throws: an I/O failure when the terminal's settings cannot be read or changed.
  init() throws(CommandFailure) {
    saved = try Self.currentSettings()
    var settings = Self.raw(saved)
    guard tcsetattr(0, TCSAFLUSH, &settings) == 0 else {
      throw CommandFailure(
        .ioError, "cannot switch the terminal to raw mode: \(SystemError.describe(errno))")
    }
  }

  /// The settings of the terminal on standard input, as they are now: what to put back.
  ///
  /// - Throws: an I/O failure when they cannot be read (standard input is no terminal).
  static func currentSettings() throws(CommandFailure) -> termios {
    var settings = termios()
    guard tcgetattr(0, &settings) == 0 else {
      throw CommandFailure(
        .ioError, "cannot read the terminal's settings: \(SystemError.describe(errno))")
    }
    return settings
  }

  /// `settings` in raw mode: no echo, no line editing, no signals from keys, no flow
  /// control, eight-bit characters.
  static func raw(_ settings: termios) -> termios {
    var settings = settings
    settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    settings.c_cflag |= tcflag_t(CS8)
    return settings
  }

  /// Puts the terminal's settings back as they were.
  func restore() {
    guard !isRestored else { return }
    isRestored = true
    tcsetattr(0, TCSAFLUSH, &saved)
  }

  deinit { restore() }
}
