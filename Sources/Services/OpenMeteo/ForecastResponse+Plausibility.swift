extension ForecastResponse {
  /// Checks every number the reply is read for against its ``PlausibleRange``, so nothing
  /// made from the reply can be too large to show. Times are checked where they are read
  /// (``TimeValue/plausibleSeconds``) and weather codes against the WMO table.
  ///
  /// - Throws: ``OpenMeteo/FormatError`` naming the first value out of range by its
  ///   JSON path, such as `hourly.wind_gusts_10m[17]: 9000 is not a plausible wind speed
  ///   (0…500 km/h)`.
  func checkPlausible() throws(OpenMeteo.FormatError) {
    try PlausibleRange.latitude.check(latitude, at: "latitude")
    try PlausibleRange.longitude.check(longitude, at: "longitude")
    try PlausibleRange.utcOffset.check(utcOffsetSeconds, at: "utc_offset_seconds")
    try current.checkPlausible()
    try hourly.checkPlausible()
    try daily.checkPlausible()
  }
}

extension ForecastResponse.Current {
  func checkPlausible() throws(OpenMeteo.FormatError) {
    try PlausibleRange.temperature.check(temperature2m, at: "current.temperature_2m")
    try PlausibleRange.percentage.check(relativeHumidity2m, at: "current.relative_humidity_2m")
    try PlausibleRange.temperature.check(dewPoint2m, at: "current.dew_point_2m")
    try PlausibleRange.pressure.check(pressureMSL, at: "current.pressure_msl")
    try PlausibleRange.windSpeed.check(windSpeed10m, at: "current.wind_speed_10m")
    try PlausibleRange.direction.check(windDirection10m, at: "current.wind_direction_10m")
    try PlausibleRange.windSpeed.check(windGusts10m, at: "current.wind_gusts_10m")
    try PlausibleRange.visibility.check(visibility, at: "current.visibility")
  }
}

extension ForecastResponse.Hourly {
  func checkPlausible() throws(OpenMeteo.FormatError) {
    try PlausibleRange.temperature.check(temperature2m, at: "hourly.temperature_2m")
    try PlausibleRange.percentage.check(
      precipitationProbability, at: "hourly.precipitation_probability")
    try PlausibleRange.pressure.check(pressureMSL, at: "hourly.pressure_msl")
    try PlausibleRange.windSpeed.check(windSpeed10m, at: "hourly.wind_speed_10m")
    try PlausibleRange.direction.check(windDirection10m, at: "hourly.wind_direction_10m")
    try PlausibleRange.windSpeed.check(windGusts10m, at: "hourly.wind_gusts_10m")
  }
}

extension ForecastResponse.Daily {
  func checkPlausible() throws(OpenMeteo.FormatError) {
    try PlausibleRange.temperature.check(temperature2mMax, at: "daily.temperature_2m_max")
    try PlausibleRange.temperature.check(temperature2mMin, at: "daily.temperature_2m_min")
    try PlausibleRange.percentage.check(
      precipitationProbabilityMax, at: "daily.precipitation_probability_max")
    try PlausibleRange.windSpeed.check(windSpeed10mMax, at: "daily.wind_speed_10m_max")
    try PlausibleRange.direction.check(
      windDirection10mDominant, at: "daily.wind_direction_10m_dominant")
    try PlausibleRange.windSpeed.check(windGusts10mMax, at: "daily.wind_gusts_10m_max")
  }
}
