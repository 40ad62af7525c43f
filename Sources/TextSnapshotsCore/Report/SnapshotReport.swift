import Foundation

/// A static HTML page of every snapshot waiting for review, for
/// `stratus snapshots report --html FILE`.
///
/// A reviewer who cannot (or would rather not) read a unified diff in a terminal opens one
/// page in a browser: each pending snapshot shows the golden and the new version side by
/// side, frames as grids with the changed cells marked, traces and text with the changed
/// lines marked. The page is one self-contained HTML5 document (inline `<style>`, no
/// script, no external URL), so it can be attached to a CI run or mailed as it is.
///
/// ```swift
/// let report = try SnapshotReport(review: SnapshotReview(packageRoot: root))
/// try report.html().write(to: file, atomically: true, encoding: .utf8)
/// ```
///
/// The report reads the files once, in ``init(review:)``; ``html(title:)`` only renders
/// what was read. It shows no time and reads no clock, so the same files always give
/// the same page, byte for byte.
public struct SnapshotReport: Sendable {
  /// Every pending snapshot, sorted by path.
  let entries: [Entry]
  /// The goldens the newest complete run did not check; `nil` when no run is complete.
  let orphans: SnapshotReview.Orphans?
  /// The entries under `Snapshots/` that are not regular files, which the page lists
  /// but never reads.
  public let skipped: [SkippedFile]

  /// How many pending snapshots the page shows.
  public var pendingCount: Int { entries.count }

  /// Reads every pending snapshot (and its golden, if any) of the package, and the
  /// orphan list.
  ///
  /// A pending file or golden that cannot be read does not fail the report: its entry
  /// shows the error instead, so one broken file never hides the others. Entries that
  /// are not regular files (``SnapshotReview/Files/skipped``) are listed with the
  /// reason and not read: a link never brings another file's contents into the page.
  ///
  /// - Throws: ``SnapshotError/io(file:reason:)`` when the review's package root is not a
  ///   folder, which means a wrong path rather than "nothing pending".
  public init(review: SnapshotReview) throws(SnapshotError) {
    var isFolder: ObjCBool = false
    let root = review.packageRoot.path
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw .io(file: root, reason: "is not a folder")
    }
    let files = review.files()
    entries = files.pending
      .sorted { $0.relativePath < $1.relativePath }
      .map(Entry.init(reading:))
    skipped = files.skipped
    orphans = review.orphans()
  }

  /// The page: one self-contained HTML5 document that is also well-formed XML.
  ///
  /// It has a summary (how many snapshots are pending, how many are new, the orphans), a
  /// table of contents linking to every entry, and one section per pending snapshot.
  /// In a frame, every changed cell is a `<mark>`: `class="changed removed"` on the
  /// golden's side and `class="changed added"` on the new side, with a `title` naming the
  /// cell and the change, such as `(3,1) ' ' -> '東'`. A wide glyph is one mark even when
  /// both of its columns changed. In a trace or text snapshot every changed line is
  /// marked the same way, and a blank `<span class="filler">` line keeps the two sides
  /// aligned where one side has more lines.
  ///
  /// - Parameter title: The page's `<title>` and heading.
  /// - Returns: The document, starting with `<!DOCTYPE html>` and ending with a newline.
  public func html(title: String = "Stratus snapshot report") -> String {
    ReportPage(title: title, entries: entries, orphans: orphans, skipped: skipped).document()
  }
}
