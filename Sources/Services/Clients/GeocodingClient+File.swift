import Foundation

extension GeocodingClient {
  /// Searches Open-Meteo `/v1/search` replies recorded in `folder`'s `geocoding/`
  /// subfolder (the layout is in ``WeatherClient/file(folder:)``).
  ///
  /// A recorded reply answers the search it was made for, so files are matched by name,
  /// not by their contents: `geocoding/toronto.json` answers "Toronto", "toron" and "ONTO".
  /// The query and each file name (without `.json`) are compared ignoring case and
  /// diacritics. Files whose name starts with the query come first, then those that
  /// merely contain it, each group in file-name order; their results are listed in the
  /// order recorded, without repeating a place (same ``Location/id``), at most 10. A blank
  /// query finds nothing and reads no file.
  public static func file(folder: URL) -> GeocodingClient {
    GeocodingClient { query in
      let needle = folded(query)
      guard !needle.isEmpty else { return [] }
      return try await RecordedReplies(root: folder, kind: "geocoding").offPool { replies in
        try search(needle, in: replies)
      }
    }
  }

  /// The places the files of `replies` whose names match `needle` (already folded) hold.
  private static func search(_ needle: String, in replies: RecordedReplies) throws(ClientError)
    -> [Location]
  {
    let files = try replies.files()
      .map { (file: $0, name: folded($0.deletingPathExtension().lastPathComponent)) }
    let prefixed = files.filter { $0.name.hasPrefix(needle) }
    let containing = files.filter { !$0.name.hasPrefix(needle) && $0.name.contains(needle) }
    var seen: Set<String> = []
    var found: [Location] = []
    for match in prefixed + containing {
      let data = try RecordedReplies.read(match.file)
      for location in try OpenMeteo.locations(fromSearch: data, source: match.file.path)
      where seen.insert(location.id).inserted {
        found.append(location)
        if found.count == maximumResults { return found }
      }
    }
    return found
  }

  /// The most places one search returns, as Open-Meteo's `count=10`.
  private static let maximumResults = 10

  private static func folded(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
