/// Named sample data, shared by previews, snapshot tests, the CLI and the benchmarks.
extension DashboardView.Props {
  /// Toronto on a mild November afternoon, with one alert.
  public static let toronto = DashboardView.Props(
    location: "Toronto, Ontario",
    localTime: "Sun 22 Nov 14:05",
    updated: "Updated 2 min ago",
    tabs: ["Now", "Week", "Radar", "Settings"],
    selectedTab: 0,
    alertBadge: "⚠ 1 alert",
    temperature: "21°C",
    summary: "Partly cloudy with a chance of afternoon showers",
    highLow: "H 24° · L 15°",
    feelsLike: "Humidex 25",
    measurements: [
      .init(label: "Humidity", value: "64 %"),
      .init(label: "Pressure", value: "101.6 kPa ↗"),
      .init(label: "Wind", value: "NW 19 km/h"),
      .init(label: "Gust", value: "32 km/h"),
      .init(label: "Visibility", value: "24 km"),
      .init(label: "Dew point", value: "14°"),
    ],
    hours: [
      .init(hour: "15", condition: "⛅", temperature: "21°", precipitation: "20%"),
      .init(hour: "16", condition: "🌦️", temperature: "20°", precipitation: "40%"),
      .init(hour: "17", condition: "🌧️", temperature: "18°", precipitation: "70%"),
      .init(hour: "18", condition: "🌧️", temperature: "17°", precipitation: "60%"),
      .init(hour: "19", condition: "☁️", temperature: "16°", precipitation: "30%"),
      .init(hour: "20", condition: "☁️", temperature: "16°", precipitation: "10%"),
      .init(hour: "21", condition: "🌙", temperature: "15°", precipitation: "0%"),
      .init(hour: "22", condition: "🌙", temperature: "15°", precipitation: "0%"),
      .init(hour: "23", condition: "🌙", temperature: "14°", precipitation: "0%"),
      .init(hour: "00", condition: "🌙", temperature: "14°", precipitation: "0%"),
      .init(hour: "01", condition: "☁️", temperature: "13°", precipitation: "5%"),
    ],
    keyHints: "1-4 tabs · l location · a account · r refresh · ? help · q quit")
}

extension DashboardView: Previewable {
  public static let fixtures = [Fixture("toronto", DashboardView(props: .toronto))]
}
