/// How long a test waits for something that happens in a passing run before it calls it
/// a hang.
///
/// A passing test never comes near it: each wait it bounds returns as soon as what it
/// waits for happens (text on a terminal's screen, a process's exit, a file). It is there
/// so that a hang fails the test rather than stalling the run, and it is ten minutes
/// because a loaded machine (two cores shared with other builds, the rest of the suite
/// running beside the test) has made a tool take more than a minute to draw its first
/// screen: a limit a loaded machine can reach fails tests that are right.
public enum HangGuard {
  /// The longest wait, in seconds.
  public static let seconds: Double = 600

  /// How long a terminal's shell lingers after the command under test, so its last
  /// screen can still be read: longer than any wait for it. The test kills it when it
  /// closes the terminal.
  public static let lingerSeconds = 2 * Int(seconds)
}
