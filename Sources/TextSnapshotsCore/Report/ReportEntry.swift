import Foundation
import TextUI

extension SnapshotReport {
  /// One pending snapshot as the page shows it: its golden (when there is one) and its
  /// new version, each read or the error that stopped the reading.
  struct Entry: Sendable {
    /// The golden's path relative to the package root.
    let path: String
    /// True when there is no golden: the page shows "(none)" on the old side.
    let isNew: Bool
    /// The golden; `nil` for a new snapshot.
    let old: Result<SnapshotContents, SnapshotError>?
    /// The pending `.new` file.
    let new: Result<SnapshotContents, SnapshotError>

    /// Reads both files of `pending`, keeping a failure as the entry's content.
    init(reading pending: PendingSnapshot) {
      let location = pending.location
      path = location.relativePath
      isNew = pending.isNew
      if let inline = pending.inline {
        let kind = Snapshot.Kind(rawValue: inline.entry.kind) ?? .text
        old = isNew ? nil : .success(SnapshotContents(inline: inline.entry.old, kind: kind))
        new = .success(SnapshotContents(inline: inline.entry.new, kind: kind))
        return
      }
      old = isNew ? nil : SnapshotContents.read(location.file, naming: path)
      new = SnapshotContents.read(location.pendingFile, naming: path + ".new")
    }
  }
}

/// A golden or pending file split into its header and its rows, without the fences.
struct SnapshotContents: Sendable {
  /// The header after `# stratus-snapshot `, such as `1 frame 80x24`; `nil` when the
  /// file has no header (a hand-edited file still shows its lines).
  let header: String?
  /// The kind the header names; `nil` when it names none.
  let kind: Snapshot.Kind?
  /// The rows between the fences, top to bottom: for a frame, its text rows alone.
  let rows: [Substring]
  /// A frame's parts, its style plane and legend included; `nil` for other kinds.
  let frame: FrameFile?

  /// The header's kind and size, `frame 80x24`, for a caption; the version is left out
  /// because every file a report reads has the same one.
  var caption: String {
    guard let header else { return "no header" }
    let words = header.split(separator: " ", maxSplits: 1)
    return words.count == 2 ? String(words[1]) : header
  }

  /// The contents of `text`, a whole snapshot file with LF line endings.
  init(parsing text: String) {
    let firstLine = text.prefix { $0 != "\n" }
    if firstLine.hasPrefix(SnapshotFormat.headerPrefix) {
      let header = String(firstLine.dropFirst(SnapshotFormat.headerPrefix.count))
      self.header = header
      kind = header.split(separator: " ").dropFirst().first.flatMap {
        Snapshot.Kind(rawValue: String($0))
      }
    } else {
      header = nil
      kind = nil
    }
    frame = kind == .frame ? FrameFile(parsing: text) : nil
    rows = frame?.rows ?? SnapshotFormat.rows(of: text)
  }

  /// The contents of an inline snapshot's text (fenced rows, no header, and a frame's
  /// style section), captioned as its golden file would be.
  init(inline text: String, kind: Snapshot.Kind) {
    let frame = kind == .frame ? FrameFile(parsing: text + "\n") : nil
    let rows = frame?.rows ?? SnapshotFormat.rows(of: text + "\n")
    let width = rows.lazy.map { DisplayWidth.of(String($0)) }.max() ?? 0
    self.init(
      parsing: SnapshotFormat.file(kind: kind, width: width, height: rows.count, rows: rows)
        + (frame?.styleSection ?? ""))
  }

  /// The contents of the file at `url`, or why it cannot be shown.
  ///
  /// It is read as ``SnapshotReview/diff(of:colored:)`` reads it for the terminal. A file
  /// that disappeared since the review listed it (accepted or rejected in another window)
  /// is reported as an error rather than read as empty, and a golden that is not a
  /// regular file (a link to a file outside the package) is not read at all.
  static func read(_ url: URL, naming name: String) -> Result<SnapshotContents, SnapshotError> {
    do throws(SnapshotError) {
      return .success(SnapshotContents(parsing: try SnapshotFile.text(at: url, naming: name)))
    } catch {
      return .failure(error)
    }
  }
}
