/// The shell's views in the catalogue.
extension PreviewCatalog {
  static let shell: [Entry] = [
    Entry(HelpSheet.self, .screen),
    Entry(TooSmallView.self, .component),
    Entry(HeaderBar.self, .component),
    Entry(TabStrip.self, .component),
    Entry(AlertBadge.self, .component),
    Entry(KeyHintsBar.self, .component),
    Entry(ToastView.self, .component),
  ]
}
