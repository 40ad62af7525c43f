/// What the weather is usually like at a place: the averages the fixture weather wanders
/// around.
///
/// The built-in places have hand-written climates (``builtIn``); every other place gets
/// one estimated from its latitude and nudged by its seed, so two towns at the same
/// latitude still differ a little.
struct Climate: Sendable {
  /// The mean temperature over the year, °C.
  var annualMeanCelsius: Double
  /// How far the warmest season's mean is above the annual mean (and the coldest
  /// below), °C.
  var seasonalSwingCelsius: Double
  /// How far a clear afternoon is above the day's mean (and the small hours below), °C.
  var dailySwingCelsius: Double
  /// How far a day's mean wanders from the season's, °C.
  var variabilityCelsius: Double
  /// How often it rains or snows, from about 0.2 (a dry place) to 0.45 (a wet one).
  var wetness: Double
  /// The heaviest ordinary rain or snow (as water), mm/h.
  var heaviestMillimetresPerHour: Double
  /// The mean wind speed, km/h.
  var windKilometresPerHour: Double
  /// Where the wind most often comes from, degrees clockwise from north.
  var prevailingWindDegrees: Double
  /// A spell of weather the place is having, forced on top of the averages.
  var episode: Episode?
}

extension Climate {
  /// The climate of a place that is not built in, estimated from its latitude.
  ///
  /// The tropics are warm all year; temperatures fall and seasons strengthen towards the
  /// poles, Antarctica being colder than the Arctic. Trade winds blow from the east in
  /// the tropics, westerlies at mid latitudes and easterlies again near the poles.
  init(latitude: Double, noise: SmoothNoise) {
    let distanceFromEquator = abs(latitude)
    let antarcticChill = latitude < -60 ? 1.2 * (distanceFromEquator - 60) : 0
    annualMeanCelsius =
      26 - 0.55 * max(0, distanceFromEquator - 20) - antarcticChill
      + 2 * noise.constant(.climateWarmth)
    seasonalSwingCelsius = min(0.35 * max(0, distanceFromEquator - 12), 16)
    dailySwingCelsius = 4.5 + 1.5 * noise.constant(.climateDailySwing)
    variabilityCelsius = 1 + min(distanceFromEquator, 60) / 20
    wetness = 0.32 + 0.1 * noise.constant(.climateWetness)
    heaviestMillimetresPerHour = distanceFromEquator < 30 ? 8 : 4
    windKilometresPerHour = 14 + 5 * noise.constant(.climateWind)
    let westerlies = (30..<60).contains(distanceFromEquator)
    prevailingWindDegrees = (westerlies ? 260 : 80) + 30 * noise.constant(.climateWind)
    episode = nil
  }
}
