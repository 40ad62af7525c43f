import Foundation

extension WeatherClient {
  /// Reads the weather from Open-Meteo replies recorded in `folder`.
  ///
  /// The folder holds one subfolder per endpoint, each with any number of `.json` files
  /// named as you like:
  ///
  /// ```
  /// DIR/
  ///   forecast/*.json    /v1/forecast replies, one place each
  ///   geocoding/*.json   /v1/search replies, named after what was searched for
  ///   radar/*.json       replies to OpenMeteo.radarQuery(for:grid:), one place each
  ///   air-quality/*.json /v1/air-quality replies, one place each
  /// ```
  ///
  /// - **forecast**: the reply for a location is the one whose `latitude` and `longitude`
  ///   are nearest it, within 0.5° of each (Open-Meteo answers with its grid cell's
  ///   coordinates, not the ones asked for). Times may be `unixtime` or ISO 8601.
  /// - **geocoding**: see ``GeocodingClient/file(folder:)``.
  /// - **radar**: see ``RadarClient/file(folder:)``.
  /// - **air-quality** (and one folder per feed, named after its path): see
  ///   ``FeedClient/file(folder:)``.
  ///
  /// `Examples/open-meteo/` is such a folder. Every file is read afresh on each call, so
  /// a folder can be edited while the app runs. Only regular files are read (a named
  /// pipe, a device or a folder named `x.json` is reported, never opened for reading),
  /// files over 10 MB are refused, and the reading happens on a thread of its own, never
  /// on the cooperative pool, within 10 seconds (`RecordedReplies.offPool(_:)`).
  ///
  /// Errors name the file or folder they are about, as their `source`:
  /// ``ClientError/notFound(source:what:)`` (`forecast for Toronto`) when no reply is near
  /// the location, ``ClientError/io(source:reason:)`` for a missing folder, a file that
  /// is not a regular file or cannot be read, or a read past the deadline, ``ClientError/tooLarge(source:limitBytes:)`` and
  /// ``ClientError/malformed(source:reason:)``. A broken file is reported even when
  /// another file would have matched, so a bad recording is noticed, not skipped.
  public static func file(folder: URL) -> WeatherClient {
    WeatherClient { location in
      try await RecordedReplies(root: folder, kind: "forecast").offPool { replies in
        let reply = try replies.nearest(
          to: location, what: "forecast for \(location.name)",
          position: OpenMeteo.position(ofReply:source:))
        return try OpenMeteo.weather(fromForecast: reply.data, for: location, source: reply.source)
      }
    }
  }
}
