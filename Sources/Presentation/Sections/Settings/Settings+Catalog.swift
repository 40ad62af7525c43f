/// The Settings section's views in the catalogue.
extension PreviewCatalog {
  static let settings: [Entry] = []
}
