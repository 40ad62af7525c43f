/// The ways text can be drawn besides its colours: bold, dim, italic, underlined,
/// reversed or struck through.
///
/// Each is one SGR attribute that terminals have drawn for decades (italic and
/// strikethrough are newer, and a terminal without them ignores them), so a screen that
/// stays legible with colour off can still mark what matters with them.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// One bit per attribute.
  public let rawValue: UInt8

  /// The attributes whose bits are set in `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Heavier text (SGR 1).
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Fainter text (SGR 2): secondary information.
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Slanted text (SGR 3).
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// Underlined text (SGR 4).
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Foreground and background swapped (SGR 7): a selection.
  public static let reverse = TextAttributes(rawValue: 1 << 4)
  /// Text with a line through it (SGR 9).
  public static let strikethrough = TextAttributes(rawValue: 1 << 5)

  /// Every attribute with its name, in SGR order: how snapshots spell a set.
  public static let named: [(TextAttributes, String)] = [
    (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
    (.reverse, "reverse"), (.strikethrough, "strikethrough"),
  ]
}
