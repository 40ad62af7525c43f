import Foundation

/// Every rewrite of one source file's literals since it was last changed by anything
/// else, so that an assertion whose `#line` was compiled before some of them still finds
/// its call.
///
/// Recording one literal moves every call below it, and the process that recorded it is
/// not the only one running: the XCTest and Swift Testing processes of one `swift test`,
/// a second `swift test` in another terminal (built before or after some of the edits)
/// and the review tool all rewrite the same file. So the journal belongs to no run: it
/// follows the file, edit by edit, and is believed only while the source is exactly as
/// its last edit left it (``sourceHash``); any other change (an edit by hand, a
/// checkout) starts a new journal. Each edit names the call it rewrote, the hash of that
/// literal's value before, and the test build that made it, which is what
/// ``locate(_:in:file:)`` needs to find a call again without guessing. It lives under
/// `.build/stratus-snapshots/inline/`, never beside the source.
struct InlineEditJournal: Codable, Equatable {
  /// One rewrite of one literal.
  struct Record: Codable, Equatable {
    /// The call whose literal was rewritten: its opening parenthesis, which the rewrite
    /// does not move.
    var call: SourcePosition
    /// The hash of the literal's value before the rewrite (of `""` when it was empty).
    var oldValue: String
    /// How the rewrite moved the text after the call's arguments.
    var edit: SourceEdit
    /// The test executable that made it (``InlineSnapshotAssertion/buildStamp``), or
    /// `nil` for the review tool.
    var build: String?
  }

  /// The format's version; a journal in another one is not read.
  var version = 2
  /// The hash of the source after the last edit.
  var sourceHash: String
  /// The edits, in the order they were made.
  var records: [Record] = []
  /// For each build that has found a call, the versions of the file it may have been
  /// built from (version `n` is the file after the first `n` edits), as far as the calls
  /// it found tell. All of a build's calls come from one version, so one call found
  /// without doubt narrows the search for the others, in every process of that build.
  var versionsOfBuild: [String: [Int]] = [:]

  /// How many edits are kept: far more than one run makes in one file. An older edit
  /// is forgotten, and a test built before it finds no call and writes nothing.
  static let keptRecords = 1000

  /// The journal at `url` if it describes `source` as it is now, else an empty one.
  static func read(_ url: URL, source: SourceText) -> InlineEditJournal {
    let hash = InlineSnapshotSite.hash(source.bytes)
    if let data = (try? SnapshotFile.bytes(url, naming: url.lastPathComponent)) ?? nil,
      let journal = try? JSONDecoder().decode(InlineEditJournal.self, from: data),
      journal.version == 2, journal.sourceHash == hash
    {
      return journal
    }
    return InlineEditJournal(sourceHash: hash)
  }

  /// Adds `record`, forgetting the oldest edits past ``keptRecords``.
  mutating func append(_ record: Record) {
    records.append(record)
    let forgotten = records.count - Self.keptRecords
    guard forgotten > 0 else { return }
    records.removeFirst(forgotten)
    versionsOfBuild = versionsOfBuild.compactMapValues { versions in
      let kept = versions.map { $0 - forgotten }.filter { $0 >= 0 }
      return kept.isEmpty ? nil : kept
    }
  }

  func write(to url: URL, naming name: String) throws(SnapshotError) {
    guard let data = try? JSONEncoder().encode(self) else { return }
    try SnapshotFile.write(String(decoding: data, as: UTF8.self), to: url, naming: name)
  }
}
