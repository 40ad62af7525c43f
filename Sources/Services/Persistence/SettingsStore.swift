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
  /// - Parameter clock: dates the name a corrupt file is moved to.
  public static func file(in directory: URL, clock: WallClock) -> SettingsStore {
    let file = SettingsFile(directory: directory, clock: clock)
    return SettingsStore(
      load: { () throws(PersistenceError) in try file.load() },
      save: { settings throws(PersistenceError) in try file.save(settings) })
  }

  /// Settings kept in memory, starting from `initial`: for tests and previews.
  public static func inMemory(_ initial: SavedSettings? = nil) -> SettingsStore {
    let stored = LockedValue(initial)
    return SettingsStore(
      load: { stored.withLock { $0 } },
      save: { settings in stored.withLock { $0 = settings } })
  }
}
