import Foundation
import Services

/// Finds the place `--location NAME` means.
///
/// The built-in places (and the others the fixture geocoder knows) are matched by
/// name, ignoring case and accents, so `--location sao paulo` works offline with any
/// source. Any other name is looked up with the data source's own geocoder, which for
/// the fixtures means it is unknown: the message then lists the names that work.
struct PlaceLookup {
  let source: DataSource
  /// The source's geocoder for the account in use, as the app's location picker has
  /// it (with that account's API key): see ``AppOptions/runtime(clock:size:tracing:settings:for:)``.
  let geocoding: GeocodingClient

  func location(named name: String) async throws(CommandFailure) -> Location {
    let known = Location.fixtures.searchable
    if let place = known.first(named: name) { return place }
    guard source != .fixtures else {
      let close = known.matching(name, limit: 5)
      let list = (close.isEmpty ? Location.fixtures.all : close).map(\.name)
      let lead = close.isEmpty ? "places" : "did you mean"
      throw .usage("unknown location '\(name)'; \(lead): \(details: list.joined(separator: ", "))")
    }
    let found: [Location]
    do {
      found = try await geocoding.search(name)
    } catch {
      throw CommandFailure(error)
    }
    guard let place = found.first(named: name) ?? found.first else {
      throw .usage("unknown location '\(name)': \(source) found no place of that name")
    }
    return place
  }

}
