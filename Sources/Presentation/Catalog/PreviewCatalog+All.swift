/// The list itself: each section lists its own views in its `PreviewCatalog+<Section>.swift`,
/// and this joins them, screens and sheets before their components.
extension PreviewCatalog {
  /// Every presentational view: the sections' lists, one a line, so a new section adds
  /// a line of its own.
  public static let all: [Entry] = [
    shell,
    now,
    week,
    radar,
    sky,
    settings,
    locationPicker,
    alerts,
  ].flatMap(\.self)
}
