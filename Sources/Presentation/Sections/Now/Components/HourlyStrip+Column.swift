import TextUI

extension HourlyStrip {
  /// One hour of the strip, four rows in a column of fixed width so that every hour
  /// lines up with its neighbours whatever its values.
  struct Column: View, Sendable {
    /// The rows of a column: hour, sky, temperature, precipitation.
    static let height = 4

    /// The hour shown.
    var hour: Hour

    /// Creates the column.
    init(hour: Hour) {
      self.hour = hour
    }

    var body: some View {
      VStack(alignment: .leading) {
        Text(hour.hour).lineLimit(1)
        Text(hour.symbol).lineLimit(1).style(hour.condition.style)
        Text(hour.temperature).lineLimit(1).style(hour.band?.style ?? .plain)
        Text(hour.precipitation).lineLimit(1).style(.secondary)
      }
      .frame(width: HourlyStrip.columnWidth, alignment: .topLeading)
    }
  }
}
