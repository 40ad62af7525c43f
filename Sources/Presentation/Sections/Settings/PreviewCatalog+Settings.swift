/// The Settings section's views in the catalogue: the screen and the account switcher
/// sheet, then their components.
extension PreviewCatalog {
  static let settings: [Entry] = [
    Entry(SettingsView.self, .screen),
    Entry(AccountSwitcherSheet.self, .screen),
    Entry(SettingsAccountList.self, .component),
    Entry(SettingsPreferenceList.self, .component),
    Entry(SettingsDataStatus.self, .component),
    Entry(SettingsChoiceRow.self, .component),
    Entry(AccountSwitcherRow.self, .component),
  ]
}
