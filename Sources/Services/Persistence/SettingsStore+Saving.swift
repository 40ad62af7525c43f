extension SettingsStore {
  /// This store, loading as it does and ignoring every save: for a program that shows
  /// the saved settings but must leave them as they were (`stratus render`).
  public var readOnly: SettingsStore {
    SettingsStore(load: load, save: { _ in })
  }

  /// This store, loading as it does and saving only while `isSaving()` is true; other
  /// saves are ignored.
  ///
  /// `stratus run` turns saving on once the app is built, so what its command line
  /// chose at launch (`--account Work`) is not a change of its own: it is saved with the
  /// first change made in the app, or not at all.
  public func saving(while isSaving: @escaping @Sendable () -> Bool) -> SettingsStore {
    let save = self.save
    return SettingsStore(
      load: load,
      save: { settings throws(PersistenceError) in
        if isSaving() { try save(settings) }
      })
  }
}
