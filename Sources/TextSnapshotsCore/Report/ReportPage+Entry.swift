extension ReportPage {
  /// One pending snapshot: its path and badge, what changed, and the two sides.
  func section(for entry: SnapshotReport.Entry) -> String {
    let anchor = HTMLText.anchor(for: entry.path)
    var html = "<section class=\"entry\" id=\"\(anchor)\">\n"
    html += "<h2><a href=\"#\(anchor)\"><code>\(HTMLText.escaped(entry.path))</code></a> "
    html += badge(for: entry) + "</h2>\n"
    let sides = comparison(of: entry)
    html += "<p class=\"counts\">\(HTMLText.escaped(sides.counts))</p>\n"
    html += "<div class=\"pair\">\n"
    html += side("Golden", caption: sides.oldCaption, body: sides.old, side: .old)
    html += side("New", caption: sides.newCaption, body: sides.new, side: .new)
    return html + "</div>\n</section>\n"
  }

  /// What the two sides of an entry show: each panel's HTML and caption, and a line
  /// saying how much changed.
  private struct Sides {
    var old: String
    var oldCaption: String?
    var new: String
    var newCaption: String?
    var counts: String
  }

  /// The two panels of `entry`: compared when both files were read, each shown on its
  /// own otherwise (a new snapshot, or a file that could not be read).
  private func comparison(of entry: SnapshotReport.Entry) -> Sides {
    let none = "<p class=\"none\">(none)</p>"
    let old = entry.old.map { try? $0.get() } ?? nil
    let new = try? entry.new.get()
    var sides = Sides(
      old: entry.old.map(panel(showing:)) ?? none, oldCaption: old?.caption,
      new: panel(showing: entry.new), newCaption: new?.caption,
      counts: entry.isNew ? "New snapshot: there is no golden yet." : "")
    guard let new else {
      sides.counts = "The new file cannot be shown."
      return sides
    }
    guard !entry.isNew else { return sides }
    guard let old else {
      sides.counts = "The golden cannot be shown."
      return sides
    }
    let resized = old.caption == new.caption ? "" : "; \(old.caption) -> \(new.caption)"
    if let oldFrame = old.frame, let newFrame = new.frame {
      let frames = FrameComparison(old: oldFrame, new: newFrame)
      sides.old = framePanel(oldFrame, frames, side: .old)
      sides.new = framePanel(newFrame, frames, side: .new)
      let count = frames.changes.count
      let restyled = frames.restyledCount == 0 ? "" : ", \(frames.restyledCount) restyled"
      sides.counts = "\(count) cell\(count == 1 ? "" : "s") changed\(restyled)\(resized)."
    } else {
      let texts = TextComparison(old: old.rows, new: new.rows)
      sides.old = pre("text", texts.lines(side: .old))
      sides.new = pre("text", texts.lines(side: .new))
      sides.counts =
        "\(texts.removedCount) line\(texts.removedCount == 1 ? "" : "s") removed, "
        + "\(texts.addedCount) added\(resized)."
    }
    return sides
  }

  /// One file shown on its own, unmarked, or the error that stopped it being read.
  private func panel(showing file: Result<SnapshotContents, SnapshotError>) -> String {
    switch file {
    case .success(let contents):
      if let frame = contents.frame, frame.isStyled {
        return framePanel(frame, FrameComparison(old: frame, new: frame), side: .new)
      }
      let rows = contents.rows.map { HTMLText.escaped($0) }.joined(separator: "\n")
      return pre(contents.kind == .frame ? "frame" : "text", rows)
    case .failure(let error):
      return "<p class=\"error\">\(HTMLText.escaped(error.description))</p>"
    }
  }

  /// A frame drawn in its styles' colours, marked as `frames` compares it; when it is
  /// styled, followed by its style plane and legend, as the golden holds them.
  private func framePanel(
    _ frame: FrameFile, _ frames: FrameComparison, side: ReportSide
  ) -> String {
    FrameHTML.grid(frame, frames, side: side) + FrameHTML.styles(frame, frames)
  }

  /// `body` (already HTML) in a `<pre>` of class `kind`.
  private func pre(_ kind: String, _ body: String) -> String {
    FrameHTML.pre(kind, body)
  }

  /// One side's heading and scrollable panel.
  private func side(_ name: String, caption: String?, body: String, side: ReportSide) -> String {
    let captionHTML = caption.map { " <span class=\"caption\">\(HTMLText.escaped($0))</span>" }
    let sideClass = side == .old ? "old" : "new"
    return """
      <div class="side \(sideClass)">
      <h3>\(name)\(captionHTML ?? "")</h3>
      <div class="panel">\(body)</div>
      </div>

      """
  }
}
