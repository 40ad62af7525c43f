/// The fixture weather of the built-in places at 22 November 2026, 20:00 UTC, as the
/// Now container formats it.
extension MeasurementGrid.Props {
  /// Toronto: every measurement reported.
  public static let toronto = MeasurementGrid.Props(measurements: [
    .init(label: "Humidity", value: "95%"),
    .init(label: "Pressure", value: "100.4 kPa ↓"),
    .init(label: "Wind chill", value: "-11"),
    .init(label: "Wind", value: "NE 48 km/h"),
    .init(label: "Gust", value: "67 km/h"),
    .init(label: "Visibility", value: "0.6 km"),
    .init(label: "Dew point", value: "-3°"),
  ])

  /// Toronto in imperial units.
  public static let torontoImperial = MeasurementGrid.Props(measurements: [
    .init(label: "Humidity", value: "95%"),
    .init(label: "Pressure", value: "29.65 inHg ↓"),
    .init(label: "Wind chill", value: "12"),
    .init(label: "Wind", value: "NE 30 mph"),
    .init(label: "Gust", value: "42 mph"),
    .init(label: "Visibility", value: "0.4 mi"),
    .init(label: "Dew point", value: "27°"),
  ])

  /// Toronto with the ASCII glyphs.
  public static let torontoASCII = MeasurementGrid.Props(measurements: [
    .init(label: "Humidity", value: "95%"),
    .init(label: "Pressure", value: "100.4 kPa v"),
    .init(label: "Wind chill", value: "-11"),
    .init(label: "Wind", value: "NE 48 km/h"),
    .init(label: "Gust", value: "67 km/h"),
    .init(label: "Visibility", value: "0.6 km"),
    .init(label: "Dew point", value: "-3"),
  ])

  /// Oslo: no feels-like (there is no temperature to work it from) and no gust.
  public static let oslo = MeasurementGrid.Props(measurements: [
    .init(label: "Humidity", value: "84%"),
    .init(label: "Pressure", value: "101.1 kPa ↓"),
    .init(label: "Wind", value: "W 11 km/h"),
    .init(label: "Visibility", value: "16 km"),
    .init(label: "Dew point", value: "-3°"),
  ])

  /// 東京: a station without a barometer, visibility or dew point, and no gusts.
  public static let tokyo = MeasurementGrid.Props(measurements: [
    .init(label: "Humidity", value: "74%"),
    .init(label: "Wind", value: "NW 6 km/h"),
  ])

  /// Reykjavík: steady pressure.
  public static let reykjavik = MeasurementGrid.Props(measurements: [
    .init(label: "Humidity", value: "88%"),
    .init(label: "Pressure", value: "101.9 kPa →"),
    .init(label: "Wind", value: "ESE 21 km/h"),
    .init(label: "Visibility", value: "16 km"),
    .init(label: "Dew point", value: "2°"),
  ])

  /// Llanfairpwll… in a gale.
  public static let llanfairpwll = MeasurementGrid.Props(measurements: [
    .init(label: "Humidity", value: "100%"),
    .init(label: "Pressure", value: "99.2 kPa ↓"),
    .init(label: "Wind", value: "SW 50 km/h"),
    .init(label: "Gust", value: "69 km/h"),
    .init(label: "Visibility", value: "5.8 km"),
    .init(label: "Dew point", value: "9°"),
  ])
}

extension MeasurementGrid: Previewable {
  /// Every measurement, only two of them, and the ASCII arrows.
  public static let fixtures: [Fixture<MeasurementGrid>] = [
    Fixture("toronto", MeasurementGrid(props: .toronto)),
    Fixture("missing", MeasurementGrid(props: .tokyo)),
    Fixture("ascii", MeasurementGrid(props: .torontoASCII)),
  ]
}
