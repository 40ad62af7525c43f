import Foundation

/// One kind of recorded reply in a file source's folder: `forecast/`, `geocoding/` or
/// `radar/` (the layout is documented in `WeatherClient+File.swift`).
struct RecordedReplies: Sendable {
  /// The largest file read: a bigger one is reported rather than read into memory.
  static let maximumFileBytes = 10_000_000

  /// The folder the source was given.
  var root: URL
  /// The subfolder's name, such as `forecast`.
  var kind: String

  /// The subfolder of this kind.
  var folder: URL { root.appendingPathComponent(kind, isDirectory: true) }

  /// The `.json` files of this kind, sorted by name.
  ///
  /// - Throws: ``ClientError/io(source:reason:)`` naming the folder when it (or the
  ///   source's folder) does not exist or cannot be listed.
  func files() throws(ClientError) -> [URL] {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .io(source: root.path, reason: "no such folder of recorded Open-Meteo replies")
    }
    guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .io(
        source: folder.path,
        reason: "no such folder (recorded \(kind) replies belong in \(kind)/*.json)")
    }
    let names: [String]
    do {
      names = try fileManager.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw .io(source: folder.path, reason: "could not be listed (\(error.localizedDescription))")
    }
    return names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
      .map { folder.appendingPathComponent($0, isDirectory: false) }
  }

  /// The contents of `file`, read only as far as `limit` allows.
  ///
  /// - Throws: ``ClientError/tooLarge(source:limitBytes:)`` for a file over `limit` bytes,
  ///   ``ClientError/io(source:reason:)`` for one that cannot be read; both name the file.
  static func read(_ file: URL, limit: Int = maximumFileBytes) throws(ClientError) -> Data {
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: file)
      defer { try? handle.close() }
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw .io(source: file.path, reason: "could not be read (\(error.localizedDescription))")
    }
    guard data.count <= limit else { throw .tooLarge(source: file.path, limitBytes: limit) }
    return data
  }

  /// The reply nearest `location` among the files, by the position `position` reads
  /// from each; every file is read, so a broken one is reported even when another would
  /// have matched.
  ///
  /// - Parameters:
  ///   - what: names what was looked for in the ``ClientError/notFound(source:what:)``
  ///     thrown when no reply is near enough (`forecast for Toronto`).
  ///   - position: where a reply is, or throws when it cannot tell.
  /// - Returns: the file's bytes and its path, for the decoder's errors.
  func nearest(
    to location: Location, what: String,
    position: (_ data: Data, _ source: String) throws(ClientError) -> ReplyPosition
  ) throws(ClientError) -> (data: Data, source: String) {
    var nearest: (data: Data, source: String, distance: Double)?
    for file in try files() {
      let data = try Self.read(file)
      if let distance = try position(data, file.path).distance(to: location),
        distance < nearest?.distance ?? .infinity
      {
        nearest = (data, file.path, distance)
      }
    }
    guard let nearest else { throw .notFound(source: root.path, what: what) }
    return (nearest.data, nearest.source)
  }
}
