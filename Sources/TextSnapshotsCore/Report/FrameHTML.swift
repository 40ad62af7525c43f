/// A frame's snapshot drawn as HTML: its grid in its styles' colours, then its style
/// plane and legend.
///
/// The report (``ReportPage``) and the preview gallery (``FrameGallery``) both draw
/// frames with it, so a frame looks the same in both: each run of cells in one style is
/// a `<span>` of that style's CSS (``StyleCSS``), a wide glyph a box two columns wide,
/// and a cell the comparison marks as changed a `<mark>` (see
/// ``FrameComparison/grid(of:side:)``).
enum FrameHTML {
  /// The frame's grid, in a `<pre class="frame">`, marked as `frames` compares it.
  static func grid(_ frame: FrameFile, _ frames: FrameComparison, side: ReportSide) -> String {
    pre("frame", frames.grid(of: frame, side: side))
  }

  /// The style plane (its restyled cells marked) and the legend, each symbol drawn in
  /// the style it stands for, under small headings; empty for a frame without styles.
  static func styles(_ frame: FrameFile, _ frames: FrameComparison) -> String {
    guard frame.isStyled else { return "" }
    let legend = frame.legendLines.map { line -> String in
      guard let symbol = line.first else { return "" }
      let css = StyleCSS.declarations(for: frame.style(of: symbol))
      let swatch = HTMLText.escaped(String(symbol))
      let styled =
        css.isEmpty ? swatch : "<span style=\"\(HTMLText.escaped(css))\">\(swatch)</span>"
      return styled + HTMLText.escaped(line.dropFirst())
    }
    return "\n<h4>Style plane</h4>\n" + pre("plane", frames.plane(of: frame)) + "\n"
      + pre("styles", legend.joined(separator: "\n"))
  }

  /// `body` (already HTML) in a `<pre>` of class `kind`.
  static func pre(_ kind: String, _ body: String) -> String {
    // NB: an HTML parser drops a newline right after `<pre>`; writing one always keeps
    // an empty first row on screen.
    "<pre class=\"\(kind)\">\n\(body)</pre>"
  }
}
