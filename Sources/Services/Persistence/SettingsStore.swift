import Foundation

/// Reads and writes the ``SavedSettings``.
///
/// A value of two closures, like the clients: the app uses ``file(in:clock:)``; tests of
/// services use ``inMemory(_:)`` and never touch the disk.
public struct SettingsStore: Sendable {
  /// The saved settings, or `nil` when nothing has been saved yet (the defaults apply).
  public var load: @Sendable () throws(PersistenceError) -> SavedSettings?
  /// Replaces the saved settings.
  public var save: @Sendable (_ settings: SavedSettings) throws(PersistenceError) -> Void

  public init(
    load: @escaping @Sendable () throws(PersistenceError) -> SavedSettings?,
    save: @escaping @Sendable (_ settings: SavedSettings) throws(PersistenceError) -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// Settings kept in `directory/settings.json` (see ``SettingsFile``).
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
      save: { settings throws(PersistenceError) in
        if let path = unreadable.withLock({ $0 }) {
          throw .unwritable(file: path, reason: "it could not be read, so it is left as it is")
        }
        try file.save(settings)
      })
  }

  /// Settings kept in memory, starting from `initial`: for tests and previews.
  public static func inMemory(_ initial: SavedSettings? = nil) -> SettingsStore {
    let stored = LockedValue(initial)
    return SettingsStore(
      load: { stored.withLock { $0 } },
      save: { settings in stored.withLock { $0 = settings } })
  }
}
