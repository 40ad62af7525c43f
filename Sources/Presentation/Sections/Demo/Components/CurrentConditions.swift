import TextUI

/// The temperature now, what the sky is doing, and today's range.
public struct CurrentConditions: View {
  /// The temperature, formatted with its unit, such as "21°C", or "--" when missing.
  public var temperature: String
  /// A summary such as "Partly cloudy".
  public var summary: String
  /// Today's high and low, such as "H 24° · L 15°".
  public var highLow: String
  /// The felt temperature with its kind, such as "Humidex 25".
  public var feelsLike: String

  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text(temperature)
      Text(summary).lineLimit(2)
      VStack(alignment: .leading) {
        Text(highLow)
        Text(feelsLike)
      }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .max, alignment: .topLeading)
    .border(.rounded, title: "Now")
  }
}
