/// The Now section's views in the catalogue.
extension PreviewCatalog {
  static let now: [Entry] = [
    Entry(NowView.self, .screen),
    Entry(TemperaturePanel.self, .component),
    Entry(HourlyStrip.self, .component),
    Entry(MeasurementGrid.self, .component),
    Entry(AirQualityPanel.self, .component),
    Entry(LargeDigits.self, .component),
    Entry(CentredMessage.self, .component),
  ]
}
