import Foundation

/// A `/v1/search` (geocoding) reply exactly as Open-Meteo sends it.
///
/// Open-Meteo leaves `results` out altogether when nothing matches, so a missing `results`
/// is an empty search, not an error. Each result has more keys than Stratus reads
/// (`id`, `elevation`, `feature_code`, `population`, `admin2`…); they are ignored.
struct SearchResponse: Decodable {
  var results: [Result]?

  /// One place found.
  struct Result: Decodable {
    var name: String
    var latitude: Double
    var longitude: Double
    var country: String?
    var countryCode: String?
    /// The first-level division: province, state, prefecture.
    var admin1: String?
    /// The IANA time zone, such as `America/Toronto`.
    var timezone: String?

    enum CodingKeys: String, CodingKey {
      case name, latitude, longitude, country, admin1, timezone
      case countryCode = "country_code"
    }
  }

  /// Checks every result's coordinates against their ``PlausibleRange``.
  ///
  /// - Throws: ``OpenMeteo/FormatError`` naming the first one out of range:
  ///   `results[2].latitude: 91 is not a plausible latitude (-90…90 °)`.
  func checkPlausible() throws(OpenMeteo.FormatError) {
    for (index, result) in (results ?? []).enumerated() {
      try PlausibleRange.latitude.check(result.latitude, at: "results[\(index)].latitude")
      try PlausibleRange.longitude.check(result.longitude, at: "results[\(index)].longitude")
    }
  }

  /// The places as ``Location``s, in Open-Meteo's order (best match first).
  ///
  /// A result without a time zone is left out: every local time Stratus shows for a place
  /// needs its zone, and guessing one from the coordinates would be wrong near borders.
  /// (Open-Meteo gives a zone for every populated place; the ones without are rare
  /// features such as undersea or disputed points.) A result without a country takes its
  /// `country_code`, or an empty country if it has neither.
  var locations: [Location] {
    (results ?? []).compactMap { result in
      guard let timezone = result.timezone?.trimmingCharacters(in: .whitespaces),
        !timezone.isEmpty
      else { return nil }
      return Location(
        name: result.name, region: result.admin1,
        country: result.country ?? result.countryCode ?? "", latitude: result.latitude,
        longitude: result.longitude, timeZoneID: timezone)
    }
  }
}
