import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of the terminal the tool runs in.
enum TerminalSize {
  /// The terminal's size in cells, asked of standard output, then error, then input
  /// (`TIOCGWINSZ`); `nil` when none is a terminal or it reports no size.
  static func current() -> Size? {
    for descriptor: Int32 in [1, 2, 0] {
      var size = winsize()
      guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
      else { continue }
      return Size(width: Int(size.ws_col), height: Int(size.ws_row))
    }
    return nil
  }
}
