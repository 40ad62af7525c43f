extension SettingsStore {
  /// This store, loading as it does and ignoring every save: for a program that shows
  /// the saved settings but must leave them as they were (`stratus render`).
  public var readOnly: SettingsStore {
    SettingsStore(load: load, saveChanges: { settings, _ in settings }, lockFreed: lockFreed)
  }

  /// This store, loading as it does and saving only while `isSaving()` is true; other
  /// saves are ignored.
  ///
  /// `stratus run` turns saving on once the app is built, so what its command line
  /// chose at launch (`--account Work`) is not a change of its own: it is saved with the
  /// first change made in the app, or not at all.
  public func saving(while isSaving: @escaping @Sendable () -> Bool) -> SettingsStore {
    let saveChanges = self.saveChanges
    return SettingsStore(
      load: load,
      saveChanges: { settings, base throws(PersistenceError) in
        guard isSaving() else { return settings }
        return try saveChanges(settings, base)
      },
      lockFreed: lockFreed)
  }
}
