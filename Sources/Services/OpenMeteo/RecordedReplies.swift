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

  /// How long one request may take to list and read its files: far longer than any
  /// local disk needs, so only a stalled one (a network drive, a FUSE folder) reaches it.
  static let deadline = Duration.seconds(10)

  /// The result of `work`, done off the cooperative pool within ``deadline`` (see
  /// ``OffPool``): every file client reads its folder through this.
  ///
  /// - Throws: what `work` throws; ``ClientError/io(source:reason:)`` naming the folder
  ///   when the deadline passes first.
  func offPool<Value: Sendable>(_ work: @escaping @Sendable (Self) throws -> Value)
    async throws -> Value
  {
    let seconds = Self.deadline.components.seconds
    return try await OffPool.run(
      deadline: Self.deadline,
      timedOut: .io(source: folder.path, reason: "could not be read within \(seconds) s")
    ) { [self] in try work(self) }
  }

  /// The `.json` files of this kind, sorted by name.
  ///
  /// - Throws: ``ClientError/io(source:reason:)`` naming the folder when it (or the
  ///   source's folder) does not exist, is not a folder, or cannot be listed.
  func files() throws(ClientError) -> [URL] {
    try Self.checkFolder(root.path, missing: "no such folder of recorded Open-Meteo replies")
    try Self.checkFolder(
      folder.path, missing: "no such folder (recorded \(kind) replies belong in \(kind)/*.json)")
    let names: [String]
    do {
      names = try FolderListing.names(in: folder.path)
    } catch {
      throw .io(source: folder.path, reason: "could not be listed (\(error.words))")
    }
    return names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
      .map { folder.appendingPathComponent($0, isDirectory: false) }
  }

  /// The contents of `file`, read only as far as `limit` allows, if it is a regular file
  /// (see ``RegularFile``).
  ///
  /// - Throws: ``ClientError/tooLarge(source:limitBytes:)`` for a file over `limit` bytes,
  ///   ``ClientError/io(source:reason:)`` for one that is not a regular file or cannot be
  ///   read; both name the file.
  static func read(_ file: URL, limit: Int = maximumFileBytes) throws(ClientError) -> Data {
    try RegularFile.contents(of: file.path, limit: limit)
  }

  /// Checks that `path` is a folder, saying what it is otherwise.
  private static func checkFolder(_ path: String, missing: String) throws(ClientError) {
    let kind: FileKind
    do {
      kind = try FileKind.of(path)
    } catch {
      throw .io(
        source: path,
        reason: error.code == ENOENT ? missing : "could not be opened (\(error.words))")
    }
    guard kind == .folder else {
      throw .io(source: path, reason: "not a folder but \(kind.noun)")
    }
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
