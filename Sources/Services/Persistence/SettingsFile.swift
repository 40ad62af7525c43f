import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `settings.json` in the data directory: written atomically, readable only by its
/// owner, and never silently overwritten when it cannot be read.
///
/// - **Atomic and private.** Saves go through ``PrivateFile/replace(_:with:)``: a
///   temporary file created 0600, synced, renamed over the real one, the folder synced.
///   A process killed mid-save leaves the old file whole; a reader never sees half a
///   file. The folder is created 0700.
/// - **Corruption is kept, not lost.** A file that is not valid settings is renamed to
///   `settings.json.corrupt-<UTC timestamp>` and ``PersistenceError/corrupt(file:movedTo:reason:)``
///   says so; the caller continues with defaults and the next save writes a fresh file.
/// - **Unreadable is left alone.** A file that exists but cannot be read (permissions,
///   a folder or a FIFO in its place) is ``PersistenceError/unreadable(file:reason:)``;
///   it stays where it is, and ``SettingsStore/file(in:clock:)`` refuses to save over it.
/// - **Missing means defaults.** No file is not an error: ``load()`` returns `nil`.
struct SettingsFile: Sendable {
  let directory: URL
  let clock: WallClock

  static let fileName = "settings.json"

  /// More than any settings file needs (a few kilobytes per account); a larger file is
  /// not settings, and is not read into memory whole.
  static let maximumBytes = 4 * 1_048_576

  var url: URL { directory.appendingPathComponent(Self.fileName) }

  func load() throws(PersistenceError) -> SavedSettings? {
    let path = url.path
    let data: Data
    do {
      guard let contents = try PrivateFile.read(path, maximumBytes: Self.maximumBytes) else {
        return nil
      }
      data = contents
    } catch {
      guard error.isTooLarge else { throw .unreadable(file: path, reason: error.reason) }
      throw moveAside(reason: error.reason)
    }
    do {
      let settings = try JSONDecoder().decode(SavedSettings.self, from: data)
      guard settings.version <= SavedSettings.formatVersion else {
        throw SettingsFileProblem(
          "written by a newer Stratus (format \(settings.version); this one reads \(SavedSettings.formatVersion))"
        )
      }
      guard settings.accounts.contains(where: { $0.id == settings.activeAccountID }) else {
        throw SettingsFileProblem(
          "the active account '\(settings.activeAccountID)' is not among the accounts")
      }
      return settings
    } catch {
      throw moveAside(reason: Self.reason(error))
    }
  }

  /// The lock every save takes, beside the file: `.settings.json.lock`.
  var lock: FileLock {
    FileLock(path: directory.appendingPathComponent(".\(Self.fileName).lock").path)
  }

  /// Saves the changes from `base` to `settings` over the file as it is now, under
  /// ``lock``, and returns what was saved; never waits for the lock.
  ///
  /// Another process may have saved since this one last read the file; what it changed
  /// is kept (``SavedSettings/merging(changesFrom:to:into:)``). A file that is no longer
  /// valid settings is moved aside by the read, as a load would, and replaced.
  ///
  /// - Parameter base: the settings this process last read or saved; `nil` replaces the
  ///   file with `settings` whole.
  func save(
    _ settings: SavedSettings, since base: SavedSettings?
  ) throws(PersistenceError) -> SavedSettings {
    let path = url.path
    do {
      try PrivateFile.makeFolder(directory.path)
    } catch {
      throw .unwritable(file: path, reason: error.reason)
    }
    let held: FileLock.Held
    do {
      held = try lock.acquire()
    } catch {
      switch error {
      case .held: throw .lockHeld(lock: lock.path)
      case .unusable(let reason): throw .unusableLock(lock: lock.path, reason: reason)
      }
    }
    defer { held.release() }
    var current: SavedSettings?
    if base != nil {
      do {
        current = try load()
      } catch {
        // A corrupt file has been moved aside: nothing of it to keep.
        if case .unreadable(_, let reason) = error { throw .unwritable(file: path, reason: reason) }
      }
    }
    let merged = SavedSettings.merging(changesFrom: base, to: settings, into: current)
    try write(merged)
    return merged
  }

  private func write(_ settings: SavedSettings) throws(PersistenceError) {
    let path = url.path
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      encoder.dateEncodingStrategy = .iso8601
      data = try encoder.encode(settings)
    } catch {
      throw .unwritable(file: path, reason: Self.reason(error))
    }
    do {
      try PrivateFile.replace(path, with: data)
    } catch {
      throw .unwritable(file: path, reason: error.reason)
    }
  }

  /// Renames the unreadable file out of the way and returns the error that says where.
  private func moveAside(reason: String) -> PersistenceError {
    let path = url.path
    var destination = path + ".corrupt-" + Self.timestamp(clock.now())
    var attempt = 1
    while FileManager.default.fileExists(atPath: destination) {
      attempt += 1
      destination = path + ".corrupt-" + Self.timestamp(clock.now()) + "-\(attempt)"
    }
    guard rename(path, destination) == 0 else {
      // NB: if even the rename fails, the file stays where it is and is reported as
      // unreadable: a later save would overwrite it, and that must be a person's choice.
      return .unreadable(
        file: path, reason: "\(reason); moving it aside failed: \(String(cString: strerror(errno)))"
      )
    }
    return .corrupt(file: path, movedTo: destination, reason: reason)
  }

  /// `20261122T200000Z`: sortable, and free of the colons some file systems refuse.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
    return
      "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T\(two(parts.hour))\(two(parts.minute))\(two(parts.second))Z"
  }

  /// A reason that names what is wrong and where, never the file's contents (it holds
  /// API keys).
  static func reason(_ error: any Error) -> String {
    switch error {
    case let problem as SettingsFileProblem: return problem.reason
    case let decoding as DecodingError: return describe(decoding)
    default: return (error as NSError).localizedDescription
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }.joined()
      return path.isEmpty ? "the top level" : String(path.drop(while: { $0 == "." }))
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty: return "not JSON"
    case .dataCorrupted(let context): return "\(path(context)): invalid value"
    case .keyNotFound(let key, let context):
      return "\(path(context)): missing '\(key.stringValue)'"
    case .typeMismatch(let type, let context): return "\(path(context)): expected \(type)"
    case .valueNotFound(let type, let context):
      return "\(path(context)): expected \(type), found null"
    @unknown default: return "not valid settings"
    }
  }
}

/// A reason found by `SettingsFile` itself rather than thrown by Foundation.
private struct SettingsFileProblem: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
