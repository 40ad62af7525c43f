/// The Week section's views in the catalogue: the Week screen and the day detail it
/// pushes, then their components.
extension PreviewCatalog {
  static let week: [Entry] = [
    Entry(WeekView.self, .screen),
    Entry(DayDetailView.self, .screen),
    Entry(WeekDayPicker.self, .component),
    Entry(WeekDayCell.self, .component),
    Entry(WeekHalfSwitch.self, .component),
    Entry(WeekConditionPanel.self, .component),
    Entry(WeekDescription.self, .component),
    Entry(DayDetailHourTable.self, .component),
    Entry(DayDetailHourRow.self, .component),
  ]
}
