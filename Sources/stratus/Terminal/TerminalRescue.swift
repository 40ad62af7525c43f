#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The way back to the person's terminal, kept where a crash's signal handler can use it.
///
/// A handler for `SIGSEGV` or a Swift trap (`SIGILL`, `SIGTRAP`) runs in the middle of
/// whatever crashed: it may not take a lock, allocate, or touch a Swift object. So the
/// bytes that leave the alternate screen and the settings to put back are copied, once,
/// into memory of their own, and ``restoreFromSignalHandler()`` does nothing but
/// `write(2)` and `tcsetattr(3)`, both async-signal-safe.
///
/// ``InteractiveTerminal`` arms it and keeps ``isTakenOver`` up to date; the crash handlers in
/// ``SignalWatcher`` call ``restoreFromSignalHandler()`` before the signal's default
/// action ends the process.
enum TerminalRescue {
  /// What a handler reads: plain memory, never moved or freed while armed.
  private struct Kit {
    var settings: termios
    var bytes: UnsafeMutablePointer<UInt8>
    var count: Int
  }

  // NB: Swift globals are set up lazily, on first use; `arm` uses them first, so by the
  // time a handler reads them they are plain loads.
  nonisolated(unsafe) private static var kit: UnsafeMutablePointer<Kit>?
  /// Whether the terminal is in raw mode on the alternate screen now: a crash after it was
  /// given back has nothing to restore.
  nonisolated(unsafe) static var isTakenOver = false

  /// Keeps `cooked` and `leave` where a handler can reach them.
  static func arm(cooked: termios, leave: [UInt8]) {
    disarm()
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: leave.count)
    bytes.initialize(from: leave, count: leave.count)
    let kit = UnsafeMutablePointer<Kit>.allocate(capacity: 1)
    kit.initialize(to: Kit(settings: cooked, bytes: bytes, count: leave.count))
    isTakenOver = false
    self.kit = kit
  }

  /// Forgets the copy, once the terminal is given back for good.
  static func disarm() {
    guard let kit else { return }
    self.kit = nil
    isTakenOver = false
    kit.pointee.bytes.deallocate()
    kit.deallocate()
  }

  /// Leaves the alternate screen, shows the cursor and puts the terminal's settings back,
  /// if the terminal is taken over. Async-signal-safe.
  static func restoreFromSignalHandler() {
    guard isTakenOver, let kit else { return }
    isTakenOver = false
    _ = write(1, kit.pointee.bytes, kit.pointee.count)
    tcsetattr(0, TCSANOW, &kit.pointee.settings)
  }
}
