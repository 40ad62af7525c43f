import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SnapshotReview {
  /// What the `Snapshots/` folder holds: pending snapshots, goldens, and the entries
  /// named like either that are skipped because they are not regular files.
  public struct Files: Sendable {
    /// Every pending `.new` file that is a regular file, sorted by path, then every
    /// pending inline snapshot, by test file and line.
    public var pending: [PendingSnapshot] = []
    /// Every golden (`.txt`) that is a regular file, relative to the package root, sorted.
    public var goldens: [String] = []
    /// Every entry named like a golden, pending file or diff that is not a regular file,
    /// and every folder that cannot be listed, sorted by path.
    public var skipped: [SkippedFile] = []
    /// Every `.diff` regular file with nothing beside it named like its `.new`, sorted:
    /// left behind when a test run wrote a diff while a review removed the `.new`.
    /// Nothing reads them; `reject --all` removes them.
    public var strayDiffs: [String] = []
  }

  /// Walks `Snapshots/` once and sorts what it finds into ``Files``.
  ///
  /// The walk uses `lstat` and never follows a symbolic link, to a file or to a folder,
  /// so everything it returns is inside the package; a `Snapshots` that is itself a link
  /// is skipped whole. A folder that cannot be listed is skipped with the reason, and the
  /// walk goes on with the rest.
  public func files() -> Files {
    var walk = Walk(root: packageRoot)
    let folder = SnapshotLocation.folder
    do {
      switch try FileKind.at(walk.path(folder)) {
      case nil: break
      case .folder?: walk.visit(folder: folder)
      case let kind?:
        walk.skip(folder, "\(kind), not a folder; only a folder inside the package is reviewed")
      }
    } catch {
      walk.skip(folder, "cannot be looked at (\(error))")
    }
    var files = Files()
    files.goldens = walk.goldens.sorted()
    files.skipped = walk.skipped.sorted { $0.relativePath < $1.relativePath }
    let taken = Set(walk.pending.map { $0 + ".new" } + walk.skipped.map(\.relativePath))
    files.strayDiffs = walk.diffs.filter { diff in
      !taken.contains(diff.dropLast(".diff".count) + ".new")
    }.sorted()
    files.pending = walk.pending.sorted().map { golden in
      let location = SnapshotLocation(packageRoot: packageRoot, relativePath: golden)
      return PendingSnapshot(location: location, isNew: Self.isMissing(location.file))
    }
    let inline = inlineFiles()
    files.pending += inline.pending
    files.skipped = (files.skipped + inline.skipped).sorted { $0.relativePath < $1.relativePath }
    return files
  }

  /// Removes a `.diff` that ``Files/strayDiffs`` listed, if it is still a regular file
  /// with no `.new` beside it; a test run may have written the `.new` since.
  ///
  /// - Parameter path: The diff's path relative to the package root.
  /// - Returns: Whether the file was removed.
  /// - Throws: ``SnapshotError/io(file:reason:)`` when it cannot be looked at or removed.
  @discardableResult
  public func removeStrayDiff(_ path: String) throws(SnapshotError) -> Bool {
    let diff = packageRoot.appendingPathComponent(path)
    let new = packageRoot.appendingPathComponent(String(path.dropLast(".diff".count)) + ".new")
    let kinds: (diff: FileKind?, new: FileKind?)
    do {
      kinds = (try FileKind.at(diff.path), try FileKind.at(new.path))
    } catch {
      throw .io(file: path, reason: "cannot be looked at (\(error))")
    }
    guard kinds.diff == .regular, kinds.new == nil else { return false }
    try SnapshotFile.remove(diff, naming: path)
    return true
  }

  /// Whether nothing is at `file`; a golden that cannot be looked at is not missing.
  private static func isMissing(_ file: URL) -> Bool {
    do {
      return try FileKind.at(file.path) == nil
    } catch {
      return false
    }
  }

  /// One walk of the folder tree, collecting paths relative to the package root.
  private struct Walk {
    let root: URL
    var pending: [String] = []
    var goldens: [String] = []
    var diffs: [String] = []
    var skipped: [SkippedFile] = []

    private static let golden = ".\(SnapshotLocation.fileExtension)"

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The golden's name in a pending file's or a diff's, `name` without its `.new` or
    /// `.diff`; `nil` for any other name.
    static func goldenName(ofPending name: String) -> String? {
      for suffix in [".new", ".diff"] where name.hasSuffix(suffix) {
        return String(name.dropLast(suffix.count))
      }
      return nil
    }

    /// Whether `name` is a golden's: a `.txt` anywhere below `Snapshots/`, and in a
    /// folder of goldens (`Snapshots/<TestTarget>/<File>/`) a name with an extension a
    /// strategy may choose (``Snapshotting/pathExtension``, such as `.json`), unless it
    /// is hidden (`.DS_Store`). A README beside the test targets' folders is no golden.
    static func isGoldenName(_ name: String, inGoldenFolder: Bool) -> Bool {
      if name.hasSuffix(golden) { return true }
      guard inGoldenFolder, !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else {
        return false
      }
      let pathExtension = String(name[name.index(after: dot)...])
      return dot != name.startIndex && !pathExtension.isEmpty
        && SnapshotName.sanitized(pathExtension) == pathExtension
        && !["new", "diff"].contains(pathExtension.lowercased())
    }

    mutating func skip(_ relative: String, _ reason: String) {
      skipped.append(SkippedFile(relativePath: relative, reason: reason))
    }

    /// Sorts every entry of the folder at `relative` and walks its sub-folders.
    mutating func visit(folder relative: String) {
      let names: [String]
      do {
        names = try Self.names(in: path(relative))
      } catch {
        skip(relative, "cannot be listed (\(error))")
        return
      }
      for name in names {
        let entry = "\(relative)/\(name)"
        let isGoldenFolder = relative.split(separator: "/").count == 3
        let isSnapshotName = [name, Self.goldenName(ofPending: name)].contains {
          $0.map { Self.isGoldenName($0, inGoldenFolder: isGoldenFolder) } ?? false
        }
        let kind: FileKind?
        do {
          kind = try FileKind.at(path(entry))
        } catch {
          if isSnapshotName { skip(entry, "cannot be looked at (\(error))") }
          continue
        }
        if kind == .folder { visit(folder: entry) }
        guard isSnapshotName, let kind else { continue }
        guard kind == .regular else {
          skip(entry, kind.notRegular)
          continue
        }
        if name.hasSuffix(".new"),
          Self.isGoldenName(String(name.dropLast(4)), inGoldenFolder: isGoldenFolder)
        {
          pending.append(String(entry.dropLast(".new".count)))
        } else if Self.isGoldenName(name, inGoldenFolder: isGoldenFolder) {
          goldens.append(entry)
        } else {
          diffs.append(entry)
        }
      }
    }

    /// The names in the folder at `path`, without `.` and `..`; a name that is not
    /// UTF-8 cannot be a snapshot's and is left out.
    private static func names(in path: String) throws(SystemFailure) -> [String] {
      guard let folder = opendir(path) else { throw .current }
      defer { closedir(folder) }
      var names: [String] = []
      while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(validating: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard let name, name != ".", name != ".." else { continue }
        names.append(name)
      }
      return names
    }
  }
}
