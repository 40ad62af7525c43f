/// The Radar section's views in the catalogue.
extension PreviewCatalog {
  static let radar: [Entry] = [
    Entry(RadarView.self, .screen),
    Entry(RadarMap.self, .component),
    Entry(RadarControls.self, .component),
    Entry(RadarLegend.self, .component),
  ]
}
