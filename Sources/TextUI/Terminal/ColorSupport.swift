/// What a terminal can draw of a ``Style``: nothing, attributes only, or colours from a
/// palette of 16, 256 or 16.7 million.
///
/// The writer draws every style as declared when the terminal can, and otherwise the
/// nearest thing it can: a 24-bit colour becomes the nearest entry of xterm's 256-colour
/// palette, a 256-colour index the nearest of the 16 named colours, and with
/// ``attributesOnly`` (`NO_COLOR`) colours are dropped while bold, dim, italic,
/// underline, reverse and strikethrough stay, so a screen that marks what matters with
/// attributes as well as colour stays legible. ``none`` writes no style at all: the text
/// is exactly what a frame without styles writes.
///
/// The levels are ordered: each draws everything the one before it draws.
/// ``resolve(choice:environment:isTerminal:)`` picks one from `--color` and the
/// environment.
public enum ColorSupport: Int, CaseIterable, Comparable, Sendable {
  /// No styles: text only, as a pipe or `TERM=dumb` wants it.
  case none
  /// Attributes without colours: what `NO_COLOR` asks for.
  case attributesOnly
  /// The 16 named colours (SGR 30-37, 90-97 and their backgrounds), which every colour
  /// terminal has.
  case ansi16
  /// xterm's 256-colour palette (`TERM=xterm-256color`).
  case indexed256
  /// 24-bit colour (`COLORTERM=truecolor`).
  case trueColor

  /// Whether `lhs` draws less than `rhs`: the levels are ordered from nothing to 24-bit
  /// colour, so a caller can ask for "at least 256 colours".
  public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension ColorSupport {
  /// The pen a cell in `style` is drawn with on a terminal with this support: the
  /// style's colours (a `nil` colour is the terminal's default) brought down to what the
  /// terminal draws, and its attributes unless it draws none.
  ///
  /// A style's role is not drawn: two styles that differ only by role look the same.
  func pen(for style: Style) -> Pen {
    switch self {
    case .none:
      return .default
    case .attributesOnly:
      return Pen(attributes: style.attributes)
    case .ansi16, .indexed256, .trueColor:
      return Pen(
        foreground: drawable(style.foreground ?? .default),
        background: drawable(style.background ?? .default), attributes: style.attributes)
    }
  }

  /// `color` as this support draws it: itself when the terminal has its palette, else
  /// the nearest entry of the largest palette it has (``XtermPalette``).
  func drawable(_ color: Color) -> Color {
    switch (self, color) {
    case (.none, _), (.attributesOnly, _), (_, .default):
      return .default
    case (.ansi16, .indexed(let index)):
      return .named(XtermPalette.nearestNamed(toIndex: index))
    case (.ansi16, .rgb(let red, let green, let blue)):
      return .named(XtermPalette.nearestNamed(to: (red, green, blue)))
    case (.indexed256, .rgb(let red, let green, let blue)):
      return .indexed(XtermPalette.nearestIndex(to: (red, green, blue)))
    default:
      return color
    }
  }
}
