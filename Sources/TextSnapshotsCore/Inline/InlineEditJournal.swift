import Foundation

/// The edits a test run has made to one source file, so that an assertion whose
/// `#line` was compiled before them still finds its call.
///
/// Recording one literal moves every call below it; a second assertion of the same file
/// in the same run (another thread, or the XCTest and Swift Testing processes of one
/// `swift test`) maps its position through these edits. The journal belongs to one run
/// (``SnapshotLedger``'s run id) and to the source as the last edit left it: when either
/// differs, the file was built again or edited by hand, and positions are taken as they
/// are. It lives under `.build/stratus-snapshots/inline/`, never beside the source.
struct InlineEditJournal: Codable, Equatable {
  /// The run that made the edits.
  var run: String
  /// The hash of the source after the last edit.
  var sourceHash: String
  /// The edits, in the order they were made.
  var edits: [SourceEdit] = []

  /// Where `position`, as compiled, is now.
  func map(_ position: SourcePosition) -> SourcePosition {
    edits.reduce(position) { $1.map($0) }
  }

  /// The journal at `url` if it belongs to `run` and to `source` as it is now, else an
  /// empty one for this run.
  static func read(_ url: URL, run: String, source: SourceText) -> InlineEditJournal {
    let hash = InlineSnapshotSite.hash(source.bytes)
    if let data = try? Data(contentsOf: url),
      let journal = try? JSONDecoder().decode(InlineEditJournal.self, from: data),
      journal.run == run, journal.sourceHash == hash
    {
      return journal
    }
    return InlineEditJournal(run: run, sourceHash: hash)
  }

  func write(to url: URL, naming name: String) throws(SnapshotError) {
    guard let data = try? JSONEncoder().encode(self) else { return }
    try SnapshotFile.write(String(decoding: data, as: UTF8.self), to: url, naming: name)
  }
}
