import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns signals into ``RunEvent``s, so the loop that owns the terminal handles them
/// like any other event and can restore the terminal before it exits.
///
/// A signal handler may do almost nothing safely; a dispatch source runs its handler
/// as ordinary code after the signal, which is why the default action is switched off
/// and the source reports the signal instead.
final class SignalWatcher {
  private var sources: [any DispatchSourceSignal] = []

  /// Watches `SIGWINCH` (resize) and `SIGINT`, `SIGTERM`, `SIGHUP` (stop).
  init(sending sink: AsyncStream<RunEvent>.Continuation) {
    for signalNumber in [SIGWINCH, SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        sink.yield(signalNumber == SIGWINCH ? .resized : .stopSignal(signalNumber))
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops watching and gives the signals their default actions back.
  func stop() {
    for source in sources { source.cancel() }
    for signalNumber in [SIGWINCH, SIGINT, SIGTERM, SIGHUP] { signal(signalNumber, SIG_DFL) }
  }
}
