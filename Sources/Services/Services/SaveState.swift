/// Whether the changes made in this session are on disk: what the Settings screen shows
/// beside the settings, and what `stratus run` reports when it ends.
///
/// A failure that no retry can mend (a read-only folder, a lock file that is a symbolic
/// link) is ``AccountService/problem``; this is the state of the save itself.
public enum SaveState: Equatable, Sendable {
  /// Every change made so far is saved (or there was none to save, or the last save
  /// failed for good and ``AccountService/problem`` says why).
  case saved
  /// Another process holds `lock`, so the latest changes are not saved yet. They are
  /// saved, the latest value of each, as soon as it lets go.
  case waiting(lock: String)
}
