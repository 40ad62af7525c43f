/// The list itself: each section lists its own views in its `PreviewCatalog+<Section>.swift`,
/// and this joins them, screens and sheets before their components.
extension PreviewCatalog {
  /// Every presentational view.
  public static let all: [Entry] =
    shell + now + week + radar + sky + settings + locationPicker + alerts
}
