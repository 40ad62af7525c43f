import Foundation

/// Reads and writes the ``SavedSettings``.
///
/// A value of two closures, like the clients: the app uses ``file(in:clock:)``; tests of
/// services use ``inMemory(_:)`` and never touch the disk.
public struct SettingsStore: Sendable {
  /// The saved settings, or `nil` when nothing has been saved yet (the defaults apply).
  public var load: @Sendable () throws(PersistenceError) -> SavedSettings?
  /// Saves the changes from `base` to `settings`, keeping what else the store holds
  /// now, and returns the settings as saved: see ``save(_:since:)``.
  public var saveChanges:
    @Sendable (_ settings: SavedSettings, _ base: SavedSettings?) throws(PersistenceError) ->
      SavedSettings
  /// Returns once a save that failed with ``PersistenceError/lockHeld(lock:)`` may be
  /// tried again: when the other process has let go of the lock. A store with no lock
  /// returns at once.
  public var lockFreed: @Sendable () async -> Void

  public init(
    load: @escaping @Sendable () throws(PersistenceError) -> SavedSettings?,
    saveChanges:
      @escaping @Sendable (_ settings: SavedSettings, _ base: SavedSettings?)
      throws(PersistenceError) -> SavedSettings,
    lockFreed: @escaping @Sendable () async -> Void = {}
  ) {
    self.load = load
    self.saveChanges = saveChanges
    self.lockFreed = lockFreed
  }

  /// Saves what changed from `base` to `settings` over what the store holds now, and
  /// returns the settings as saved.
  ///
  /// Another process may have saved since `base` was read (two `stratus run` sessions on
  /// one data folder). Only the fields that differ between `base` and `settings` are
  /// this save's changes; every other field keeps the value saved now, whoever saved it,
  /// and the result says what that is, so the caller can show it
  /// (``SavedSettings/merging(changesFrom:to:into:)`` has the rules).
  ///
  /// - Parameter base: the settings the caller last loaded or saved (or started from);
  ///   `nil` replaces what is saved with `settings`.
  public func save(
    _ settings: SavedSettings, since base: SavedSettings?
  ) throws(PersistenceError) -> SavedSettings {
    try saveChanges(settings, base)
  }

  /// Replaces the saved settings with `settings`.
  public func save(_ settings: SavedSettings) throws(PersistenceError) {
    _ = try saveChanges(settings, nil)
  }

  /// Settings kept in `directory/settings.json` (see ``SettingsFile``).
  ///
  /// Saves from several processes are serialised by a lock file beside it, and each
  /// writes only its own changes (``save(_:since:)``). A save never waits for the lock:
  /// while another process holds it, a save throws ``PersistenceError/lockHeld(lock:)``,
  /// and ``lockFreed`` waits, on a thread of its own, for the holder to let go.
  ///
  /// A file that exists but could not be read when last loaded is never saved over:
  /// saves fail with ``PersistenceError/unwritable(file:reason:)`` until a load reads
  /// it, so settings a person can no longer reach (a permission, a folder in the way)
  /// are not replaced by defaults without their say.
  ///
  /// - Parameter clock: dates the name a corrupt file is moved to.
  public static func file(in directory: URL, clock: WallClock) -> SettingsStore {
    let file = SettingsFile(directory: directory, clock: clock)
    let unreadable = LockedValue<String?>(nil)
    return SettingsStore(
      load: { () throws(PersistenceError) in
        let settings: SavedSettings?
        do throws(PersistenceError) {
          settings = try file.load()
        } catch {
          if case .unreadable(let path, _) = error { unreadable.withLock { $0 = path } }
          throw error
        }
        unreadable.withLock { $0 = nil }
        return settings
      },
      saveChanges: { settings, base throws(PersistenceError) in
        if let path = unreadable.withLock({ $0 }) {
          throw .unwritable(file: path, reason: "it could not be read, so it is left as it is")
        }
        return try file.save(settings, since: base)
      },
      lockFreed: { [lock = file.lock] in
        // NB: `flock` blocks its thread, so it gets one of its own rather than one of the
        // cooperative pool's, which a held lock could otherwise use up.
        await withCheckedContinuation { (freed: CheckedContinuation<Void, Never>) in
          Thread.detachNewThread {
            lock.waitUntilFree()
            freed.resume()
          }
        }
      })
  }

  /// Settings kept in memory, starting from `initial`: for tests and previews.
  public static func inMemory(_ initial: SavedSettings? = nil) -> SettingsStore {
    let stored = LockedValue(initial)
    return SettingsStore(
      load: { stored.withLock { $0 } },
      saveChanges: { settings, base in
        stored.withLock { stored in
          stored = SavedSettings.merging(changesFrom: base, to: settings, into: stored)
          return stored!
        }
      })
  }
}
