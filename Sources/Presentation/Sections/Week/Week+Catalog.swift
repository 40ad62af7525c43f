/// The Week section's views in the catalogue.
extension PreviewCatalog {
  static let week: [Entry] = []
}
