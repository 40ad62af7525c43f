#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a process does on a signal, as `sigaction(2)` sets it: the handler and its flags,
/// the one type on both Linux and macOS, whose C structs name their fields differently.
struct SignalAction {
  private var action = sigaction()

  /// A handler that runs `handler`. Interrupted system calls resume (`SA_RESTART`).
  ///
  /// - Parameter resetsToDefault: whether the signal's default action comes back as the
  ///   handler starts (`SA_RESETHAND`), so the same signal raised again from the handler
  ///   does what it would have done without one.
  init(handler: @convention(c) (Int32) -> Void, resetsToDefault: Bool = false) {
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    // NB: SA_RESETHAND is 0x80000000 on Linux, imported as a UInt32 that does not fit
    // the Int32 field: its bit pattern is what the kernel reads.
    let reset = resetsToDefault ? Int32(truncatingIfNeeded: Int64(SA_RESETHAND)) : 0
    action.sa_flags = Int32(truncatingIfNeeded: Int64(SA_RESTART)) | reset
  }

  private init(_ action: sigaction) {
    self.action = action
  }

  /// Whether the signal is ignored (`SIG_IGN`).
  var isIgnore: Bool {
    #if canImport(Glibc)
      let handler = action.__sigaction_handler.sa_handler
    #else
      let handler = action.__sigaction_u.__sa_handler
    #endif
    return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
  }

  /// What the process does on `number` now.
  static func current(for number: Int32) -> SignalAction {
    var found = sigaction()
    sigaction(number, nil, &found)
    return SignalAction(found)
  }

  /// Makes this the action for `number`.
  func install(for number: Int32) {
    var action = action
    sigaction(number, &action, nil)
  }
}
