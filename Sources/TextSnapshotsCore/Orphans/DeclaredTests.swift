import Foundation

/// The test functions a package's source declares, read from its files, by the golden
/// folder each file's assertions write to.
///
/// A golden is named after its test file and its function
/// (`Snapshots/<TestTarget>/<File>/<test>[.<name>].txt`), so reading the file tells
/// whether the test that wrote it still exists, whether or not the test ran: a test
/// that is disabled, enabled only on a condition, skipped, or compiled only on another
/// platform (inside `#if os(macOS)`) is still in the source. A run's ledger can only say
/// what ran here, and a runner's list of tests only what was compiled here.
///
/// Every `.swift` file of the package is a candidate, leaving out hidden folders
/// (`.build`, `.git`), `Snapshots/` and any folder holding its own `Package.swift`, as
/// the review does. Files are read only for the folders asked about, and once; a file
/// that cannot be read (not a regular file, or larger than ``largestFile``) keeps every
/// golden of its folder, since nothing can be said about its tests.
struct DeclaredTests {
  /// Whether a test is declared, as far as its files can be read.
  enum Declaration: Equatable {
    /// No file of the folder declares a function of that name (or there is no file).
    case missing
    /// A function of that name is declared; `hasConditionalCode` when some declaration
    /// of it holds an `#if`, so that it may check other goldens on another platform.
    case declared(hasConditionalCode: Bool)
    /// A test file of the folder could not be read, so nothing can be said.
    case unknown(file: String)
  }

  let packageRoot: URL
  /// The `.swift` files of the package, by the golden folder their assertions write to;
  /// found when first asked, so a run that checked every golden walks nothing.
  private var files: [String: [String]]?
  /// The functions of each folder's files, by sanitized name, once read.
  private var functions: [String: Result<[String: [SwiftFunctions.Function]], ReadFailure>] = [:]

  /// The largest test file read; a larger one is not read, and its goldens are kept.
  static let largestFile = 16 << 20

  /// A test file that could not be read.
  private struct ReadFailure: Error {
    let file: String
  }

  init(packageRoot: URL) {
    self.packageRoot = packageRoot
  }

  /// Whether a function whose golden name is `test` is declared in the test files
  /// whose goldens go to `folder` (`Snapshots/<TestTarget>/<File>`).
  mutating func declaration(of test: String, inGoldenFolder folder: String) -> Declaration {
    if files == nil { files = Self.swiftFiles(byGoldenFolderIn: packageRoot) }
    if functions[folder] == nil { functions[folder] = read(files?[folder] ?? []) }
    switch functions[folder] {
    case .failure(let failure)?: return .unknown(file: failure.file)
    case .success(let byName)?:
      guard let declared = byName[test] else { return .missing }
      return .declared(hasConditionalCode: declared.contains(where: \.hasConditionalCode))
    case nil: return .missing
    }
  }

  /// The functions of `paths`, by the name a golden gets from each (`#function`'s base
  /// name, sanitized).
  private func read(_ paths: [String]) -> Result<[String: [SwiftFunctions.Function]], ReadFailure> {
    var byName: [String: [SwiftFunctions.Function]] = [:]
    for path in paths {
      let file = packageRoot.appendingPathComponent(path).resolvingSymlinksInPath().path
      let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int
      guard (try? FileKind.at(file)) == .regular, let size, size <= Self.largestFile,
        let data = FileManager.default.contents(atPath: file)
      else { return .failure(ReadFailure(file: path)) }
      for function in SwiftFunctions(Array(data)).functions {
        byName[SnapshotName.test(fromFunction: function.name), default: []].append(function)
      }
    }
    return .success(byName)
  }

  /// The `.swift` files of the package at `root`, by the golden folder their assertions
  /// write to.
  private static func swiftFiles(byGoldenFolderIn root: URL) -> [String: [String]] {
    var files: [String: [String]] = [:]
    var visited: Set<String> = []
    for path in swiftFiles(in: root, relative: "", visited: &visited) {
      let url = root.appendingPathComponent(path)
      files[SnapshotLocation.folder(forTestFile: url, in: root), default: []].append(path)
    }
    return files
  }

  /// The paths, relative to the package root, of every entry named `*.swift` below the
  /// folder at `relative` that is not a folder. Links are followed here, unlike in the
  /// review: SwiftPM compiles a linked test file, so its tests exist, and the walk only
  /// reads. `visited` holds the folders walked, by their real path, so that a link to a
  /// folder above cannot loop.
  private static func swiftFiles(
    in root: URL, relative: String, visited: inout Set<String>
  ) -> [String] {
    let folder = relative.isEmpty ? root : root.appendingPathComponent(relative)
    guard visited.insert(folder.resolvingSymlinksInPath().path).inserted,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    var found: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = relative.isEmpty ? name : "\(relative)/\(name)"
      let entry = folder.appendingPathComponent(name).path
      let kind = try? FileKind.at(entry, followingLinks: true)
      if kind == .folder {
        let isPackage = FileManager.default.fileExists(atPath: entry + "/Package.swift")
        guard !(relative.isEmpty && name == SnapshotLocation.folder), !isPackage else { continue }
        found += swiftFiles(in: root, relative: path, visited: &visited)
      } else if name.hasSuffix(".swift") {
        found.append(path)
      }
    }
    return found
  }
}
