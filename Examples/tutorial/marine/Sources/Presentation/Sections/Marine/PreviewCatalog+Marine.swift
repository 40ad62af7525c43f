/// The Marine section's views in the catalogue.
extension PreviewCatalog {
  static let marine: [Entry] = [
    Entry(MarineView.self, .screen),
    Entry(WavesPanel.self, .component),
  ]
}
