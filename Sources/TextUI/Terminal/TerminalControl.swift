/// The fixed control sequences an interactive session writes to a terminal, as bytes.
///
/// Every sequence here is an ECMA-48 / xterm control sequence that VT100-compatible
/// terminals (xterm, iTerm2, Terminal.app, GNOME Terminal, kitty, tmux, the Linux console)
/// understand. They are bytes rather than strings so that the run loop can write them
/// into the same buffer as a frame update, with one `write` call per frame.
///
/// A session brackets its frames with the two sequences:
///
/// ```swift
/// write(TerminalControl.enterInteractiveScreen)
/// var screen = TerminalScreen()
/// write(screen.update(to: frame))          // once per frame
/// write(TerminalControl.leaveInteractiveScreen)
/// ```
public enum TerminalControl {
  /// Switches to the alternate screen and hides the cursor.
  ///
  /// - `ESC[?1049h` saves the cursor and switches to the alternate screen buffer, so the
  ///   user's shell and scrollback come back untouched when the session ends.
  /// - `ESC[?25l` hides the cursor, which would otherwise blink wherever the last changed
  ///   cell was written.
  public static let enterInteractiveScreen: [UInt8] = csi("?1049h") + csi("?25l")

  /// Undoes ``enterInteractiveScreen`` and everything a ``TerminalScreen`` update may
  /// have left behind, so the shell gets back the terminal it gave.
  ///
  /// - `ESC[0m` resets colours and attributes (a session interrupted mid-update may have
  ///   left a colour or reverse video on).
  /// - `ESC[?7h` turns autowrap back on (a full repaint turns it off).
  /// - `ESC[?25h` shows the cursor again.
  /// - `ESC[?1049l` leaves the alternate screen and restores the saved cursor, revealing
  ///   the shell's screen as it was.
  public static let leaveInteractiveScreen: [UInt8] =
    resetAttributes + csi("?7h") + csi("?25h") + csi("?1049l")

  // MARK: - Sequences a screen update uses

  /// `ESC[0m` (SGR 0): back to default colours and no attributes. The other SGR
  /// sequences are written by ``Pen/appendTransition(to:into:)``, which writes only what
  /// changes.
  static let resetAttributes: [UInt8] = csi("0m")

  /// `ESC[?7l`: autowrap off, so writing the last column never wraps to the next row and
  /// writing the bottom-right cell never scrolls the screen.
  static let autowrapOff: [UInt8] = csi("?7l")

  /// `ESC[H` then `ESC[2J`: cursor to the top-left cell, then erase the whole screen.
  ///
  /// Erasing does not move the cursor, so the cursor is known to be home afterwards.
  static let homeAndClear: [UInt8] = csi("H") + csi("2J")

  /// The Control Sequence Introducer, `ESC [`, followed by `body`.
  private static func csi(_ body: String) -> [UInt8] {
    [0x1B, UInt8(ascii: "[")] + Array(body.utf8)
  }
}
