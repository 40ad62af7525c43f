import Foundation

/// The inline snapshots of one test file that wait for review:
/// `FooTests.swift.pending-snapshots`, beside `FooTests.swift`.
///
/// A mismatch never edits a test's source by default; it adds an entry here instead,
/// as a golden file's mismatch writes a `.new` file. Each entry says where the call is
/// (its line, and the column of its argument list), what the literal held and what the
/// test saw. `stratus snapshots accept` writes `new` into the literal; `reject` deletes
/// the entry. The file is JSON, one entry per assertion, sorted by line:
///
/// ```json
/// {
///   "entries" : [
///     { "column" : 25, "fingerprint" : "…", "id" : 1, "kind" : "frame", "line" : 12,
///       "new" : "|ab|", "old" : "|ba|" }
///   ],
///   "nextID" : 2,
///   "version" : 1
/// }
/// ```
package struct InlinePendingFile: Codable, Equatable, Sendable {
  /// One assertion's new text.
  package struct Entry: Codable, Hashable, Sendable {
    /// Stays the same while other entries' lines move, so a review that listed the file
    /// once can accept its entries in any order.
    package var id: Int
    /// The call's line, kept current as literals above it grow or shrink.
    package var line: Int
    /// The column of the call's opening parenthesis, in UTF-8 bytes.
    package var column: Int
    /// `frame`, `trace` or `text`: how the report draws the two sides.
    package var kind: String
    /// The closure's hash when the test ran; `accept` refuses if it changed since.
    package var fingerprint: String
    /// The literal's value when the test ran (empty when there was none).
    package var old: String
    /// The text the test produced, which `accept` writes into the literal.
    package var new: String

    package var position: SourcePosition {
      get { SourcePosition(line: line, column: column) }
      set { (line, column) = (newValue.line, newValue.column) }
    }
  }

  /// The file format's version.
  package var version = 1
  /// The next entry's ``Entry/id``.
  package var nextID = 1
  /// The entries, sorted by line.
  package var entries: [Entry] = []

  package init() {}

  /// The suffix added to the test file's name.
  package static let suffix = ".pending-snapshots"

  /// The pending file at `url`: empty when there is none.
  ///
  /// - Throws: ``SnapshotError`` when it cannot be read or is not a pending file.
  package static func read(_ url: URL, naming name: String) throws(SnapshotError)
    -> InlinePendingFile
  {
    guard let data = try SnapshotFile.bytes(url, naming: name) else { return InlinePendingFile() }
    do {
      return try JSONDecoder().decode(InlinePendingFile.self, from: data)
    } catch {
      throw .notText(file: name, reason: "not a pending-snapshots file")
    }
  }

  /// Writes the file atomically, or removes it when no entry is left.
  package func write(to url: URL, naming name: String) throws(SnapshotError) {
    guard !entries.isEmpty else { return try SnapshotFile.remove(url, naming: name) }
    var sorted = self
    sorted.entries.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(sorted) else {
      throw .io(file: name, reason: "cannot be encoded")
    }
    try SnapshotFile.write(String(decoding: data, as: UTF8.self) + "\n", to: url, naming: name)
  }

  /// Adds `entry`, replacing one at the same position, and gives it an id.
  package mutating func put(_ entry: Entry) {
    var entry = entry
    entries.removeAll { $0.position == entry.position }
    entry.id = nextID
    nextID += 1
    entries.append(entry)
  }
}
