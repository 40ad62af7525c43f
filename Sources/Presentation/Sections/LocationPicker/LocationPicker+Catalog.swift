/// The LocationPicker section's views in the catalogue.
extension PreviewCatalog {
  static let locationPicker: [Entry] = []
}
