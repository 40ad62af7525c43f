/// The list itself, kept apart so that adding a view is a one-line change here.
extension PreviewCatalog {
  /// Every presentational view, screens first.
  public static let all: [Entry] = [
    Entry(DashboardView.self, .screen)
  ]
}
