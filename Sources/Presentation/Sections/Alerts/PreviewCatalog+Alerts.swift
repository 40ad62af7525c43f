/// The Alerts section's views in the catalogue.
extension PreviewCatalog {
  static let alerts: [Entry] = [
    Entry(AlertsSheet.self, .screen),
    Entry(AlertsSheetRow.self, .component),
  ]
}
