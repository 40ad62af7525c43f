/// The Now section's views in the catalogue.
extension PreviewCatalog {
  static let now: [Entry] = []
}
