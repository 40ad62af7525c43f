#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Writes to a pipe whose reader has gone fail with `EPIPE` instead of ending the process.
///
/// A test that feeds a child process through a pipe cannot know that the child reads all
/// of it: a tool that stops at a usage error exits first. By default the kernel answers
/// the next write with SIGPIPE, which ends the whole test process and every test in it
/// with signal 13; ignored, the write returns an error the test can disregard.
public enum BrokenPipes {
  private static let ignored: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()

  /// Ignores SIGPIPE in this process, once.
  public static func ignore() {
    ignored
  }
}
