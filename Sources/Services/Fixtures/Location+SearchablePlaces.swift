extension Location.Fixtures {
  /// The places the fixture geocoder searches, in the order it lists matches: the
  /// built-in places, then fifteen more.
  ///
  /// The others are real places with their real coordinates and time zones, picked so
  /// partial names find several ("O" finds Oslo, Ottawa and Osaka first, then every
  /// name containing an "o"; "Sa" finds São Paulo, Saskatoon, Sapporo, San Francisco,
  /// Santiago and Salvador, then Osaka) and so the generated weather covers half-hour
  /// time zones, the southern hemisphere, the tropics and the polar night. Only the
  /// built-in places have quirks; these get the weather their latitude suggests.
  public static let searchable =
    all + [
      ottawa, montreal, stJohns, saskatoon, osaka, sapporo, sanFrancisco, santiago, salvador,
      capeTown, wellington, kolkata, longyearbyen, nairobi, honolulu,
    ]

  // MARK: - Found only by search

  public static let ottawa = Location(
    name: "Ottawa", region: "Ontario", country: "Canada", latitude: 45.4215,
    longitude: -75.6972, timeZoneID: "America/Toronto")
  /// A name with an accent: "montreal" finds it.
  public static let montreal = Location(
    name: "Montréal", region: "Québec", country: "Canada", latitude: 45.5017,
    longitude: -73.5673, timeZoneID: "America/Toronto")
  /// A half-hour time zone (UTC−3:30).
  public static let stJohns = Location(
    name: "St. John's", region: "Newfoundland and Labrador", country: "Canada",
    latitude: 47.5615, longitude: -52.7126, timeZoneID: "America/St_Johns")
  public static let saskatoon = Location(
    name: "Saskatoon", region: "Saskatchewan", country: "Canada", latitude: 52.1332,
    longitude: -106.67, timeZoneID: "America/Regina")
  public static let osaka = Location(
    name: "Osaka", region: "Osaka", country: "Japan", latitude: 34.6937, longitude: 135.5023,
    timeZoneID: "Asia/Tokyo")
  public static let sapporo = Location(
    name: "Sapporo", region: "Hokkaido", country: "Japan", latitude: 43.0618,
    longitude: 141.3545, timeZoneID: "Asia/Tokyo")
  public static let sanFrancisco = Location(
    name: "San Francisco", region: "California", country: "United States",
    latitude: 37.7749, longitude: -122.4194, timeZoneID: "America/Los_Angeles")
  /// The southern hemisphere, in late spring in November.
  public static let santiago = Location(
    name: "Santiago", region: "Santiago Metropolitan Region", country: "Chile",
    latitude: -33.4489, longitude: -70.6693, timeZoneID: "America/Santiago")
  public static let salvador = Location(
    name: "Salvador", region: "Bahia", country: "Brazil", latitude: -12.9777,
    longitude: -38.5016, timeZoneID: "America/Bahia")
  public static let capeTown = Location(
    name: "Cape Town", region: "Western Cape", country: "South Africa", latitude: -33.9249,
    longitude: 18.4241, timeZoneID: "Africa/Johannesburg")
  public static let wellington = Location(
    name: "Wellington", region: "Wellington", country: "New Zealand", latitude: -41.2866,
    longitude: 174.7756, timeZoneID: "Pacific/Auckland")
  /// A half-hour time zone (UTC+5:30).
  public static let kolkata = Location(
    name: "Kolkata", region: "West Bengal", country: "India", latitude: 22.5726,
    longitude: 88.3639, timeZoneID: "Asia/Kolkata")
  /// The polar night from late October to mid February: no sunrise or sunset.
  public static let longyearbyen = Location(
    name: "Longyearbyen", region: "Svalbard", country: "Norway", latitude: 78.2232,
    longitude: 15.6267, timeZoneID: "Arctic/Longyearbyen")
  /// Almost on the equator.
  public static let nairobi = Location(
    name: "Nairobi", region: "Nairobi County", country: "Kenya", latitude: -1.2921,
    longitude: 36.8219, timeZoneID: "Africa/Nairobi")
  public static let honolulu = Location(
    name: "Honolulu", region: "Hawaii", country: "United States", latitude: 21.3069,
    longitude: -157.8583, timeZoneID: "Pacific/Honolulu")
}
