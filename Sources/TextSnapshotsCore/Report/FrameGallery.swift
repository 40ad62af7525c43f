import TextUI

/// A page of frames in colour, one section per view and one heading per fixture, with an
/// index of links at the top: what `stratus preview --all --html FILE` writes.
///
/// Each frame is drawn from its snapshot form exactly as the report draws a golden
/// (``FrameHTML``, ``StyleCSS``), so the gallery shows what the goldens hold, and each
/// styled frame has its style plane and legend in a `<details>` below it. Like the report
/// it is one self-contained HTML5 document that is also well-formed XML (inline
/// `<style>`, no script, no external URL), and it shows no date: the same frames always
/// give the same page, byte for byte.
///
/// ```swift
/// let gallery = FrameGallery(
///   title: "Gallery",
///   sections: [.init(name: "NowView", entries: [.init(name: "toronto", frames: [frame])])])
/// print(gallery.document())
/// ```
package struct FrameGallery: Sendable {
  /// One view: its name, the page's second-level heading, and its fixtures.
  package struct Section: Sendable {
    package var name: String
    package var entries: [Entry]

    package init(name: String, entries: [Entry]) {
      self.name = name
      self.entries = entries
    }
  }

  /// One fixture: its name and its frames, one per size, each captioned with its size.
  package struct Entry: Sendable {
    package var name: String
    package var frames: [Frame]

    package init(name: String, frames: [Frame]) {
      self.name = name
      self.frames = frames
    }
  }

  /// The page's title and heading.
  package let title: String
  /// The views, in page order.
  package let sections: [Section]

  package init(title: String, sections: [Section]) {
    self.title = title
    self.sections = sections
  }

  /// The whole document, ending with a newline.
  ///
  /// - Complexity: O(cells) of every frame.
  package func document() -> String {
    var html = HTMLText.pageStart(title: title, css: Self.css)
    html += summary() + "\n</header>\n"
    html += contents()
    html += "<main>\n" + sections.map(section(for:)).joined() + "</main>\n"
    return html + "</body>\n</html>\n"
  }

  // MARK: - Summary and index

  /// How much the page holds: `3 views, 7 fixtures, 15 frames`.
  package var counts: String {
    let entries = sections.reduce(0) { $0 + $1.entries.count }
    let frames = sections.reduce(0) { $0 + $1.entries.reduce(0) { $0 + $1.frames.count } }
    return "\(Self.count(sections.count, "view")), \(Self.count(entries, "fixture")), "
      + "\(Self.count(frames, "frame"))"
  }

  /// How much the page holds, and how to read it.
  private func summary() -> String {
    """
    <p class="summary">\(counts).</p>
    <p class="legend">Frames are drawn in their styles, named colours in xterm&#39;s \
    palette. Under a styled frame, <q>Style plane and legend</q> opens the style section \
    of its snapshot: one symbol per cell, and what each symbol stands for.</p>
    """
  }

  /// A link to every view and to each of its fixtures.
  private func contents() -> String {
    guard !sections.isEmpty else { return "" }
    var html = "<nav id=\"contents\">\n<h2>Views</h2>\n<ol>\n"
    for section in sections {
      html += "<li><a href=\"#\(Self.anchor(section.name))\">"
      html += "<code>\(HTMLText.escaped(section.name))</code></a>: "
      html += section.entries.map { entry in
        "<a href=\"#\(Self.anchor(section.name, entry.name))\">\(HTMLText.escaped(entry.name))</a>"
      }.joined(separator: ", ")
      html += "</li>\n"
    }
    return html + "</ol>\n</nav>\n"
  }

  // MARK: - Sections

  /// One view: its heading, then each fixture under its own.
  private func section(for section: Section) -> String {
    let anchor = Self.anchor(section.name)
    var html = "<section class=\"entry\" id=\"\(anchor)\">\n"
    html += "<h2><a href=\"#\(anchor)\"><code>\(HTMLText.escaped(section.name))</code></a></h2>\n"
    for entry in section.entries {
      let anchor = Self.anchor(section.name, entry.name)
      html += "<section class=\"fixture\" id=\"\(anchor)\">\n"
      html += "<h3><a href=\"#\(anchor)\">\(HTMLText.escaped(section.name)) · "
      html += "\(HTMLText.escaped(entry.name))</a></h3>\n<div class=\"frames\">\n"
      html += entry.frames.map(figure(for:)).joined()
      html += "</div>\n</section>\n"
    }
    return html + "</section>\n"
  }

  /// One frame, captioned with its size, its style section folded below it.
  private func figure(for frame: Frame) -> String {
    let file = FrameFile(parsing: SnapshotFormat.fenced(frame))
    let frames = FrameComparison(unchanged: file)
    var html = "<figure>\n<figcaption>\(frame.width)x\(frame.height)</figcaption>\n"
    html += "<div class=\"panel\">" + FrameHTML.grid(file, frames, side: .new) + "</div>\n"
    if file.isStyled {
      html += "<details>\n<summary>Style plane and legend</summary>"
      html += FrameHTML.styles(file, frames) + "\n</details>\n"
    }
    return html + "</figure>\n"
  }

  // MARK: - Helpers

  /// The `id` of a view's section, or of one of its fixtures: `preview-NowView`,
  /// `preview-NowView/toronto`.
  private static func anchor(_ names: String...) -> String {
    HTMLText.anchor(for: names.joined(separator: "/"), prefix: "preview-")
  }

  /// `1 view`, `3 views`.
  private static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// The gallery's rules, after the report's: frames side by side where they fit.
  private static let css = """
    .fixture h3 { margin: 1.25rem 0 0.5rem; }
    .frames { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
    figure { margin: 0; max-width: 100%; }
    figcaption { color: var(--muted); font-size: 0.85rem; margin: 0 0 0.25rem; }
    details { margin: 0.4rem 0 0; }
    summary { color: var(--muted); font-size: 0.85rem; cursor: pointer; }

    """
}
