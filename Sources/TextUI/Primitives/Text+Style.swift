extension Text {
  /// The text drawn in `style`, over the enclosing views' style.
  ///
  /// The same request as ``View/style(_:)``, kept in the text itself rather than in a
  /// view around it: styling a label costs no node of its own, which matters on screens
  /// where most labels have a role.
  public func style(_ style: Style) -> Text {
    var text = self
    text.style = text.style.applying(style)
    return text
  }

  /// The text in `color`.
  public func foregroundColor(_ color: Color) -> Text { style(Style(foreground: color)) }

  /// The text on a `color` background (its glyphs' cells only; a view's ``View/background(_:)``
  /// covers the whole view).
  public func background(_ color: Color) -> Text { style(Style(background: color)) }

  /// The text drawn bold.
  public func bold() -> Text { style(Style(attributes: .bold)) }

  /// The text drawn dim.
  public func dim() -> Text { style(Style(attributes: .dim)) }

  /// The text drawn italic.
  public func italic() -> Text { style(Style(attributes: .italic)) }

  /// The text underlined.
  public func underline() -> Text { style(Style(attributes: .underline)) }

  /// The text with foreground and background swapped.
  public func reversed() -> Text { style(Style(attributes: .reverse)) }

  /// The text struck through.
  public func strikethrough() -> Text { style(Style(attributes: .strikethrough)) }
}
