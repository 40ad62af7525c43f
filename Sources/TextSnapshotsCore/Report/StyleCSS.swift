/// A snapshot legend's style as inline CSS, so the report and the preview gallery draw a
/// styled frame in colour.
///
/// The pages read snapshots, not frames, so they start from the legend's words
/// (`alert: fg=red bold`, `fg=#ff8000 bg=idx(236) underline`), read by ``StyleLook``,
/// which the SVG image shares: named and indexed colours are drawn in xterm's default
/// palette.
enum StyleCSS {
  /// The declarations for a legend's style, `color:#cd0000;font-weight:bold`; empty for
  /// `plain`.
  static func declarations(for legend: String) -> String {
    let look = StyleLook(legend: legend)
    // Reversed default colours are the page's own, which follow its colour scheme.
    let colors = look.drawnColors(foreground: "var(--text)", background: "var(--frame)")
    var declarations: [String] = []
    if let background = colors.background { declarations.append("background:\(background)") }
    if let foreground = colors.foreground { declarations.append("color:\(foreground)") }
    if look.isBold { declarations.append("font-weight:bold") }
    if look.isDim { declarations.append("opacity:0.6") }
    if look.isItalic { declarations.append("font-style:italic") }
    if !look.decorations.isEmpty {
      declarations.append("text-decoration:\(look.decorations.joined(separator: " "))")
    }
    return declarations.joined(separator: ";")
  }
}
