/// The Sky section's views in the catalogue.
extension PreviewCatalog {
  static let sky: [Entry] = [
    Entry(SkyView.self, .screen),
    Entry(SunPanel.self, .component),
    Entry(DaylightBar.self, .component),
    Entry(MoonPanel.self, .component),
  ]
}
