import TextUI

extension MeasurementGrid {
  /// One measurement: its label on the left, in the palette's secondary, and its value on
  /// the right of the column.
  struct Row: View, Sendable {
    /// The measurement shown.
    var measurement: Measurement

    /// Creates the row.
    init(measurement: Measurement) {
      self.measurement = measurement
    }

    var body: some View {
      HStack {
        Text(measurement.label).lineLimit(1).style(.secondary)
        Spacer(minLength: MeasurementGrid.labelGap)
        Text(measurement.value).lineLimit(1).layoutPriority(1)
      }
    }
  }
}
