/// Something that wakes the interactive loop of `stratus run`.
///
/// Every source (the keyboard, signals, the app's own changes, the clock) feeds one
/// stream of these, so the loop handles one thing at a time, in order, on the main
/// actor.
enum RunEvent: Sendable {
  /// Bytes read from the terminal.
  case input([UInt8])
  /// No byte arrived for a moment after the last ones: a lone Esc is the Escape key.
  case inputQuiet
  /// Standard input closed.
  case inputClosed
  /// The terminal changed size (`SIGWINCH`).
  case resized
  /// A signal asked the program to stop (`SIGTERM`, `SIGHUP`, …); the terminal has
  /// already been given back.
  case stopSignal(Int32)
  /// The program was continued after a suspension (`fg`) and has the terminal again:
  /// every cell must be drawn anew.
  case resumed
  /// Something the screen shows changed without an event: a reply, a timer.
  case appChanged
  /// A second passed: the header's clock may show a new minute.
  case clockTick
}
