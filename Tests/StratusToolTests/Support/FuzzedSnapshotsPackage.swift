import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A throwaway package whose `Snapshots/` holds a random mix of what a `Snapshots/`
/// folder can hold, for the file-type fuzz: regular goldens and pending files (some with
/// a byte-order mark, empty, binary junk, unreadable, with very long names) beside
/// folders, FIFOs and symbolic links (inside the package, outside it, to nothing, to
/// themselves) named like goldens, pending files and diffs.
///
/// Beside the package, in the same scratch folder, is `outside/`: a file and a folder
/// that links point at and that no command may change.
struct FuzzedSnapshotsPackage {
  /// The scratch folder holding `package/` and `outside/`.
  let scratch: URL
  /// The package root.
  var root: URL { scratch.appendingPathComponent("package") }
  /// What no command may touch.
  var outside: URL { scratch.appendingPathComponent("outside") }
  /// Paths (relative to the root) of every entry made that is not a regular file.
  private(set) var special: [String] = []
  /// One line per entry made, to print with a failure.
  private(set) var manifest: [String] = []

  /// Makes a package of 4 to 16 snapshot slots in 1 to 3 folders, drawn from `random`.
  init(using random: inout SeededGenerator) throws {
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-fuzz-\(UUID().uuidString)")
    try make("outside/secret.txt", .file(Data("# stratus-snapshot 1 text 6x1\n|SECRET|\n".utf8)))
    try make("outside/folder/inside.txt", .file(Data("outside\n".utf8)))
    try make("package/Package.swift", .file(Data("// swift-tools-version: 6.0\n".utf8)))
    let folders = (0..<Int.random(in: 1...3, using: &random)).map { "Snapshots/T\($0)/Suite" }
    for slot in 0..<Int.random(in: 4...16, using: &random) {
      let folder = folders.randomElement(using: &random)!
      let golden = "\(folder)/\(Self.name(slot, using: &random)).txt"
      try make(golden, Self.goldenKinds.randomElement(using: &random)!(&random))
      try make(golden + ".new", Self.pendingKinds.randomElement(using: &random)!(&random))
      try make(golden + ".diff", Self.diffKinds.randomElement(using: &random)!(&random))
    }
    let goldens = manifest.compactMap { line -> String? in
      let path = String(line.prefix { $0 != " " })
      return path.hasSuffix(".txt") && Bool.random(using: &random) ? path : nil
    }
    try make(
      ".build/stratus-snapshots/runs/fuzz/1.ledger",
      .file(Data(goldens.map { "matched\t\($0)\n" }.joined().utf8)))
    try make(".build/stratus-snapshots/runs/fuzz/complete", .file(Data("green\n".utf8)))
  }

  /// Deletes the scratch folder.
  func remove() {
    // NB: a mode-000 file can be deleted, but a mode-000 folder cannot be walked; none is
    // made, so one removal does it.
    try? FileManager.default.removeItem(at: scratch)
  }

  // MARK: - Entries

  /// One entry to make.
  enum Entry {
    case none
    case file(Data)
    case unreadableFile(Data)
    case folder
    case fifo
    /// A link whose target is given as is: relative to the link's folder, or absolute.
    case link(String)
  }

  private typealias Draw = @Sendable (inout SeededGenerator) -> Entry

  private static let goldenKinds: [Draw] = [
    { _ in .none }, { .file(text(using: &$0)) }, { .file(text(using: &$0)) },
    { .file(Data([0xEF, 0xBB, 0xBF]) + text(using: &$0)) }, { _ in .file(Data()) },
    { .file(junk(using: &$0)) }, { _ in .folder }, { _ in .link("../../../../outside/secret.txt") },
  ]

  private static let pendingKinds: [Draw] = [
    { _ in .none }, { .file(text(using: &$0)) }, { .file(text(using: &$0)) },
    { .file(Data([0xEF, 0xBB, 0xBF]) + text(using: &$0)) }, { _ in .file(Data()) },
    { .file(junk(using: &$0)) }, { .unreadableFile(text(using: &$0)) }, { _ in .folder },
    { _ in .fifo }, { _ in .link("../../../../outside/secret.txt") },
    { _ in .link("../../../../outside/folder") }, { _ in .link("../../../Package.swift") },
    { _ in .link("nothing-here.txt") }, { _ in .link("loop.txt.new") },
  ]

  private static let diffKinds: [Draw] = [
    { _ in .none }, { _ in .none }, { _ in .file(Data("--- diff\n".utf8)) }, { _ in .folder },
  ]

  /// A snapshot's base name: short, unicode, or long enough that `.txt.new` and a
  /// temporary file's suffix come near the 255-byte limit.
  private static func name(_ slot: Int, using random: inout SeededGenerator) -> String {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: "東京-\(slot)"
    case 1: "t\(slot)-" + String(repeating: "long", count: 58)
    default: "test\(slot)"
    }
  }

  /// A fenced text snapshot of a few rows, some holding controls, tabs and wide glyphs.
  private static func text(using random: inout SeededGenerator) -> Data {
    let cells = ["a", "b", " ", "東", "\u{1B}", "\t", "\u{7F}", "é", "|"]
    let rows = (0..<Int.random(in: 0...4, using: &random)).map { _ in
      (0..<Int.random(in: 0...6, using: &random)).map { _ in cells.randomElement(using: &random)! }
        .joined()
    }
    let text = "# stratus-snapshot 1 text 6x\(rows.count)\n" + rows.map { "|\($0)|\n" }.joined()
    return Data(text.utf8)
  }

  /// Random bytes: not UTF-8, NUL and escape bytes likely.
  private static func junk(using random: inout SeededGenerator) -> Data {
    Data(
      (0..<Int.random(in: 1...64, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      })
  }

  /// Makes `entry` at `path` (relative to the scratch folder's `package/`, or to the
  /// scratch folder for `outside/…` and `package/…`).
  private mutating func make(_ path: String, _ entry: Entry) throws {
    let relative =
      path.hasPrefix("outside/") || path.hasPrefix("package/") ? path : "package/\(path)"
    let url = scratch.appendingPathComponent(relative)
    let inPackage = String(relative.dropFirst("package/".count))
    let manager = FileManager.default
    try manager.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    switch entry {
    case .none: return
    case .file(let data):
      try data.write(to: url)
    case .unreadableFile(let data):
      try data.write(to: url)
      try manager.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
    case .folder:
      try manager.createDirectory(at: url, withIntermediateDirectories: true)
      try Data("inside a folder\n".utf8).write(to: url.appendingPathComponent("inner"))
    case .fifo:
      try FileState.makeFIFO(at: url)
    case .link(let target):
      let target = target == "loop.txt.new" ? url.lastPathComponent : target
      try manager.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }
    guard relative.hasPrefix("package/") else { return }
    manifest.append("\(inPackage) \(entry)")
    switch entry {
    case .folder, .fifo, .link: special.append(inPackage)
    default: break
    }
  }
}
