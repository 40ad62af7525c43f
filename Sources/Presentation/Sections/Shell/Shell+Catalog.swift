/// The Shell section's views in the catalogue.
extension PreviewCatalog {
  static let shell: [Entry] = []
}
