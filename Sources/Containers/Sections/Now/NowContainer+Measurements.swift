import Presentation
import Services

extension NowContainer {
  /// The measurements that were reported, in reading order; a missing one has no row.
  static func measurements(
    _ current: Weather.Current, format: UnitFormatter
  ) -> MeasurementGrid.Props {
    let glyphs = format.glyphs
    var rows: [MeasurementGrid.Measurement] = []
    func add(_ label: String, _ value: String?) {
      if let value { rows.append(MeasurementGrid.Measurement(label: label, value: value)) }
    }
    add("Humidity", current.humidityPercent.map { format.percent($0) })
    add(
      "Pressure",
      current.pressure.map { pressure in
        [format.pressure(pressure.kilopascals), pressure.tendency.map { arrow($0, glyphs) }]
          .compactMap { $0 }.joined(separator: " ")
      })
    if let feelsLike = current.feelsLike {
      add(label(of: feelsLike.kind), feltValue(feelsLike, format: format))
    }
    add("Wind", current.wind.map(format.wind))
    add("Gust", current.wind?.gustKilometresPerHour.map { format.speed($0) })
    add("Visibility", current.visibilityKilometres.map { format.distance($0) })
    add("Dew point", current.dewPointCelsius.map { format.temperature($0) })
    return MeasurementGrid.Props(measurements: rows)
  }

  /// The pressure tendency's arrow from the glyph table.
  private static func arrow(_ tendency: Pressure.Tendency, _ glyphs: Glyphs) -> String {
    switch tendency {
    case .rising: glyphs.rising
    case .falling: glyphs.falling
    case .steady: glyphs.steady
    }
  }
}
