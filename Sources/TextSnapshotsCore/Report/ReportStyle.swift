/// The report's inline style sheet: the page must open anywhere, offline, as one file.
///
/// Frames are drawn the way a terminal draws them. A monospace font comes first, then
/// CJK and emoji fonts, so wide glyphs have a glyph to fall back to; `line-height` is
/// kept at the height of box-drawing glyphs so that `│` rows join into one line; marks
/// get a background but no padding, border or margin, which would push the columns
/// after them out of line. Panels scroll sideways rather than wrap, since a wrapped row
/// is no longer a row. Colours are variables with a `prefers-color-scheme: dark` set.
///
/// No `<` or `&` appears in the sheet, so it is valid XML text without a CDATA section.
enum ReportStyle {
  /// The fonts frames are drawn in, for the pages and the SVG image alike: a monospace
  /// font first, then CJK and emoji fonts, so a wide glyph finds a glyph to fall back to.
  static let monospaceFonts = """
    ui-monospace, "SF Mono", Menlo, "Cascadia Mono", Consolas, "DejaVu Sans Mono", \
    "Noto Sans Mono", "Noto Sans Mono CJK SC", "Noto Sans CJK SC", "Hiragino Sans", \
    "Yu Gothic", "Malgun Gothic", "Microsoft YaHei", "Apple Color Emoji", "Segoe UI Emoji", \
    "Noto Color Emoji", monospace
    """

  /// The sheet, placed in the page's `<style>` element.
  static let css = """

    :root {
      color-scheme: light dark;
      --text: #1f2328; --muted: #59636e; --page: #ffffff; --panel: #f6f8fa;
      --border: #d1d9e0; --link: #0550ae; --frame: #ffffff;
      --removed: #ffcecb; --removed-text: #82071e; --added: #aceebb; --added-text: #055d20;
      --new-badge: #ddf4ff; --changed-badge: #fff8c5; --error: #cf222e; --filler: #eaeef2;
      --restyled: #9a6700;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --text: #e6edf3; --muted: #9198a1; --page: #0d1117; --panel: #151b23;
        --border: #3d444d; --link: #4493f8; --frame: #0d1117;
        --removed: #6e1b22; --removed-text: #ffdcd7; --added: #1a5a2b; --added-text: #d2f8d9;
        --new-badge: #0c2d6b; --changed-badge: #4b3b00; --error: #f85149; --filler: #212830;
        --restyled: #d29922;
      }
    }
    * { box-sizing: border-box; }
    body {
      margin: 0 auto; padding: 1.5rem; max-width: 110rem; color: var(--text);
      background: var(--page);
      font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
    }
    h1 { font-size: 1.6rem; margin: 0 0 0.5rem; }
    h2 { font-size: 1.15rem; margin: 2rem 0 0.5rem; overflow-wrap: anywhere; }
    h3 { font-size: 0.95rem; margin: 0 0 0.4rem; }
    a { color: var(--link); }
    code, pre { font-family: \(monospaceFonts); }
    .summary { font-size: 1.05rem; margin: 0.25rem 0; }
    .legend, .counts, .caption, .none { color: var(--muted); }
    .counts { margin: 0 0 0.75rem; }
    .caption { font-weight: normal; font-family: ui-monospace, Menlo, Consolas, monospace; }
    .error { color: var(--error); font-weight: 600; white-space: pre-wrap; }
    .badge {
      font-size: 0.75rem; font-weight: 600; padding: 0.1rem 0.45rem; border-radius: 1rem;
      border: 1px solid var(--border); vertical-align: middle;
    }
    .badge.new { background: var(--new-badge); }
    .badge.changed { background: var(--changed-badge); }
    nav ol, section ul { padding-left: 1.5rem; }
    nav li { margin: 0.15rem 0; overflow-wrap: anywhere; }
    .entry { border-top: 1px solid var(--border); margin-top: 2rem; }
    .pair {
      display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1rem;
    }
    @media (max-width: 75rem) { .pair { grid-template-columns: minmax(0, 1fr); } }
    .panel {
      overflow-x: auto; background: var(--panel); border: 1px solid var(--border);
      border-radius: 6px; padding: 0.75rem;
    }
    pre {
      margin: 0; white-space: pre; font-size: 12px; line-height: 1.15;
      font-variant-ligatures: none; font-kerning: none; tab-size: 8;
    }
    pre.frame {
      display: inline-block; min-width: 1ch; background: var(--frame);
      outline: 1px dashed var(--border); outline-offset: 0;
    }
    .wide {
      display: inline-block; width: 2ch; overflow: hidden; vertical-align: bottom;
      text-align: left;
    }
    mark {
      padding: 0; margin: 0; border: 0; border-radius: 0; color: inherit;
      background: transparent;
    }
    mark.removed { background: var(--removed); color: var(--removed-text); }
    mark.added { background: var(--added); color: var(--added-text); }
    mark.restyled { outline: 1px dashed var(--restyled); outline-offset: -1px; }
    pre.text mark { display: inline-block; min-width: 100%; }
    h4 { font-size: 0.85rem; margin: 0.75rem 0 0.25rem; color: var(--muted); }
    pre.plane { display: inline-block; outline: 1px dashed var(--border); }
    .filler {
      display: inline-block; width: 100%;
      background: repeating-linear-gradient(135deg, var(--filler) 0 4px, transparent 4px 8px);
    }
    .legend mark { padding: 0 0.2rem; }

    """
}
