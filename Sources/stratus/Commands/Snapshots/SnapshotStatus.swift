import Foundation
import TextSnapshotsCore
import TextUI

/// The pending files, orphans and skipped entries of a package, as text or JSON: what
/// `stratus snapshots status` prints, and `stratus snapshots test` after its run.
struct SnapshotStatus {
  let pending: [PendingSnapshot]
  let skipped: [SkippedFile]
  /// The goldens and pending files no test can use: too large, unreadable, or not in
  /// the format.
  let malformed: [MalformedFile]
  let orphans: SnapshotReview.Orphans?

  init(review: SnapshotReview) {
    let files = review.files()
    pending = files.pending
    skipped = files.skipped
    malformed = review.malformedFiles(in: files)
    orphans = review.orphans()
  }

  /// Whether anything is pending, orphaned, skipped or malformed.
  var needsAttention: Bool {
    !pending.isEmpty || !skipped.isEmpty || !malformed.isEmpty
      || !(orphans?.files.isEmpty ?? true)
  }

  /// `pending (2):` and `orphans (1):` lists, one path a line, with a `skipped (1):`
  /// list and a `malformed or unreadable (1):` list between them when there is something
  /// to list, and a `not checked, kept (1):` list after them when the run left goldens
  /// unchecked that a test may still use.
  ///
  /// Paths and run ids are names from outside (a file's name can hold an ESC, an OSC 52
  /// clipboard sequence or a line feed), so each goes through `ControlPicture.visible`:
  /// one entry stays one line, and no name drives the terminal.
  func text() -> String {
    let shown: (String) -> String = ControlPicture.visible
    var text = "pending (\(pending.count)):\n"
    for file in pending {
      text += "  \(file.isNew ? "new    " : "changed") \(shown(file.relativePath))\n"
    }
    if !skipped.isEmpty {
      text += "skipped (\(skipped.count)), left alone:\n"
      for file in skipped { text += "  \(shown(file.relativePath)): \(shown(file.reason))\n" }
    }
    if !malformed.isEmpty {
      text += "malformed or unreadable (\(malformed.count)), no test can use them:\n"
      for file in malformed { text += "  \(shown(file.description))\n" }
    }
    if let orphans {
      text +=
        "orphans (\(orphans.files.count)), from run \(shown(orphans.run.id)) (\(orphans.run.status?.rawValue ?? "?")):\n"
      for file in orphans.files { text += "  \(shown(file))\n" }
      if !orphans.kept.isEmpty {
        text += "not checked, kept (\(orphans.kept.count)):\n"
        for golden in orphans.kept {
          text += "  \(shown(golden.relativePath)): \(shown(golden.reason))\n"
        }
      }
    } else {
      text += "orphans: unknown: no complete run recorded; run 'stratus snapshots test'\n"
    }
    return text
  }

  /// The same, as one JSON object: `pending` (path and kind), `skipped` (path and
  /// reason), `malformed` (path, line or null, and reason), `orphans` (paths, or null without a complete run), `kept` (path and
  /// reason of each golden the run did not check that a test may still use, or null)
  /// and `run` (the run they come from). Control characters in names are JSON escapes
  /// (``JSONText``), so the text is safe to print and still decodes to the real names.
  func json() -> String {
    struct Output: Encodable {
      struct Pending: Encodable {
        var path: String
        var kind: String
      }
      struct Skipped: Encodable {
        var path: String
        var reason: String
      }
      struct Malformed: Encodable {
        var path: String
        var line: Int?
        var reason: String

        enum CodingKeys: String, CodingKey { case path, line, reason }

        /// Writes `null` for a problem of the whole file, so every entry has a `line`.
        func encode(to encoder: any Encoder) throws {
          var container = encoder.container(keyedBy: CodingKeys.self)
          try container.encode(path, forKey: .path)
          try container.encode(line, forKey: .line)
          try container.encode(reason, forKey: .reason)
        }
      }
      struct Kept: Encodable {
        var path: String
        var reason: String
      }
      struct Run: Encodable {
        var id: String
        var status: String?
      }
      var pending: [Pending]
      var skipped: [Skipped]
      var malformed: [Malformed]
      var orphans: [String]?
      var kept: [Kept]?
      var run: Run?

      enum CodingKeys: String, CodingKey { case pending, skipped, malformed, orphans, kept, run }

      /// Writes `null` for unknown orphans rather than leaving the key out, so a reader
      /// tells "none" (`[]`) from "unknown" (`null`).
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pending, forKey: .pending)
        try container.encode(skipped, forKey: .skipped)
        try container.encode(malformed, forKey: .malformed)
        try container.encode(orphans, forKey: .orphans)
        try container.encode(kept, forKey: .kept)
        try container.encode(run, forKey: .run)
      }
    }
    let output = Output(
      pending: pending.map {
        Output.Pending(path: $0.relativePath, kind: $0.isNew ? "new" : "changed")
      },
      skipped: skipped.map { Output.Skipped(path: $0.relativePath, reason: $0.reason) },
      malformed: malformed.map {
        Output.Malformed(path: $0.relativePath, line: $0.line, reason: $0.reason)
      },
      orphans: orphans?.files,
      kept: orphans?.kept.map { Output.Kept(path: $0.relativePath, reason: $0.reason) },
      run: orphans.map { Output.Run(id: $0.run.id, status: $0.run.status?.rawValue) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(output)) ?? Data("{}".utf8)
    return JSONText.escapingControls(String(decoding: data, as: UTF8.self)) + "\n"
  }
}
