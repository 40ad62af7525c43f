/// The LocationPicker section's views in the catalogue: the sheet, then its
/// components.
extension PreviewCatalog {
  static let locationPicker: [Entry] = [
    Entry(LocationPickerSheet.self, .screen),
    Entry(LocationPickerList.self, .component),
    Entry(LocationPickerRow.self, .component),
    Entry(LocationPickerQueryField.self, .component),
  ]
}
