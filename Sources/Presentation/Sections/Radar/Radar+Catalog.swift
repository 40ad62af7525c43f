/// The Radar section's views in the catalogue.
extension PreviewCatalog {
  static let radar: [Entry] = []
}
