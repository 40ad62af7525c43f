/// The report's HTML document: head and style, summary, orphans, skipped entries, table
/// of contents, then one section per pending snapshot (in `ReportPage+Entry.swift`).
///
/// The markup is written as text rather than built from a tree: it is small, and one
/// glance at a function shows the HTML it produces. Every value that comes from a file
/// goes through ``HTMLText/escaped(_:)``; every element is closed and every void element
/// self-closed (`<meta charset="utf-8"/>`), so the page is well-formed XML as well as
/// HTML5 and a test can check it with `XMLParser`.
struct ReportPage {
  /// The page's title and heading.
  let title: String
  /// The pending snapshots, sorted by path.
  let entries: [SnapshotReport.Entry]
  /// The orphans, or `nil` when no complete run is recorded.
  let orphans: SnapshotReview.Orphans?
  /// The entries that are not regular files, listed and never read.
  let skipped: [SkippedFile]

  /// The whole document, ending with a newline.
  func document() -> String {
    var html = HTMLText.pageStart(title: title)
    html += summary() + "</header>\n"
    html += orphanSection() + skippedSection() + contents()
    html += "<main>\n" + entries.map(section(for:)).joined() + "</main>\n"
    html += "</body>\n</html>\n"
    return html
  }

  // MARK: - Summary

  /// "3 pending (1 new, 2 changed)", and what the marks mean.
  private func summary() -> String {
    let new = entries.filter(\.isNew).count
    let counts =
      entries.isEmpty
      ? "Nothing is pending."
      : "\(entries.count) pending (\(new) new, \(entries.count - new) changed)."
    return """
      <p class="summary">\(counts) \(orphanSummary())\(skippedSummary())</p>
      <p class="legend">Each snapshot shows the golden (old) beside the pending \
      <code>.new</code> file. Changed cells and lines are marked: \
      <mark class="changed removed">removed</mark> on the golden&#39;s side, \
      <mark class="changed added">added</mark> on the new side; a frame&#39;s cell whose \
      text stayed and whose style changed is <mark class="restyled">restyled</mark>, on \
      both sides and in the style plane. Frames are drawn in their styles, named colours \
      in xterm&#39;s palette. Hover a marked cell for its column, row and change.</p>

      """
  }

  private func orphanSummary() -> String {
    guard let orphans else { return "Orphans: no complete run recorded." }
    let count = orphans.files.count
    return "\(count) orphan\(count == 1 ? "" : "s")."
  }

  private func skippedSummary() -> String {
    skipped.isEmpty ? "" : " \(skipped.count) skipped (not regular files)."
  }

  // MARK: - Orphans

  /// The goldens the newest complete run did not check, or why they are not known.
  private func orphanSection() -> String {
    var html = "<section id=\"orphans\">\n<h2>Orphans</h2>\n"
    guard let orphans else {
      return html + """
        <p>No complete run recorded: a golden not checked by a filtered run may just not \
        have run. Run <code>stratus snapshots test</code> to list orphans.</p>
        </section>

        """
    }
    let status = orphans.run.status.map { " (\($0.rawValue))" } ?? ""
    html += "<p>From run <code>\(HTMLText.escaped(orphans.run.id))</code>\(status): "
    guard !orphans.files.isEmpty else { return html + "none.</p>\n</section>\n" }
    html += "goldens no test checked.</p>\n<ul>\n"
    html += orphans.files.map { "<li><code>\(HTMLText.escaped($0))</code></li>\n" }.joined()
    return html + "</ul>\n</section>\n"
  }

  // MARK: - Skipped

  /// The entries named like snapshots that are not regular files; nothing when there
  /// are none.
  private func skippedSection() -> String {
    guard !skipped.isEmpty else { return "" }
    var html = "<section id=\"skipped\">\n<h2>Skipped</h2>\n"
    html += "<p>Not read and left alone: only regular files inside the package are "
    html += "goldens and pending snapshots.</p>\n"
    html += "<ul>\n"
    for file in skipped {
      html += "<li><code>\(HTMLText.escaped(file.relativePath))</code>: "
      html += "\(HTMLText.escaped(file.reason))</li>\n"
    }
    return html + "</ul>\n</section>\n"
  }

  // MARK: - Contents

  /// A link to every entry, in page order.
  private func contents() -> String {
    guard !entries.isEmpty else { return "" }
    var html = "<nav id=\"contents\">\n<h2>Pending snapshots</h2>\n<ol>\n"
    for entry in entries {
      html += "<li><a href=\"#\(HTMLText.anchor(for: entry.path))\">"
      html += "<code>\(HTMLText.escaped(entry.path))</code></a> \(badge(for: entry))</li>\n"
    }
    return html + "</ol>\n</nav>\n"
  }

  /// "new" or "changed", styled.
  func badge(for entry: SnapshotReport.Entry) -> String {
    entry.isNew
      ? "<span class=\"badge new\">new</span>" : "<span class=\"badge changed\">changed</span>"
  }
}
