/// A colour a terminal can draw text or its background in.
///
/// Terminals offer three palettes, and a colour names one entry of one of them: the 16
/// named colours every terminal has (whose exact shades the user's theme decides), the
/// 256-colour palette of xterm, and 24-bit RGB. The writer turns a colour into the escape
/// sequence the terminal understands, falling back to the nearest entry of a smaller
/// palette when the terminal has no larger one (see `ColorSupport`).
///
/// ```swift
/// Text("-12°").foregroundColor(.blue)
/// Text("ALERT").foregroundColor(.rgb(255, 64, 32)).background(.indexed(236))
/// ```
public enum Color: Hashable, Sendable {
  /// The terminal's own foreground or background: what text has with no colour set.
  case `default`
  /// One of the 16 colours every terminal has, in the user's theme.
  case named(NamedColor)
  /// An entry of xterm's 256-colour palette: 0-15 the named colours, 16-231 a 6x6x6
  /// colour cube, 232-255 a ramp of greys.
  case indexed(UInt8)
  /// A 24-bit colour, for terminals that draw them (`COLORTERM=truecolor`).
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// A 24-bit colour: `.rgb(255, 128, 0)`.
  public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
    .rgb(red: red, green: green, blue: blue)
  }

  /// The named colour black, in the user's theme.
  public static let black = Color.named(.black)
  /// The named colour red, in the user's theme.
  public static let red = Color.named(.red)
  /// The named colour green, in the user's theme.
  public static let green = Color.named(.green)
  /// The named colour yellow, in the user's theme.
  public static let yellow = Color.named(.yellow)
  /// The named colour blue, in the user's theme.
  public static let blue = Color.named(.blue)
  /// The named colour magenta, in the user's theme.
  public static let magenta = Color.named(.magenta)
  /// The named colour cyan, in the user's theme.
  public static let cyan = Color.named(.cyan)
  /// The named colour white, in the user's theme.
  public static let white = Color.named(.white)
  /// Grey: the named colour bright black, in the user's theme.
  public static let gray = Color.named(.brightBlack)
  /// The named colour bright red, in the user's theme.
  public static let brightRed = Color.named(.brightRed)
  /// The named colour bright green, in the user's theme.
  public static let brightGreen = Color.named(.brightGreen)
  /// The named colour bright yellow, in the user's theme.
  public static let brightYellow = Color.named(.brightYellow)
  /// The named colour bright blue, in the user's theme.
  public static let brightBlue = Color.named(.brightBlue)
  /// The named colour bright magenta, in the user's theme.
  public static let brightMagenta = Color.named(.brightMagenta)
  /// The named colour bright cyan, in the user's theme.
  public static let brightCyan = Color.named(.brightCyan)
  /// The named colour bright white, in the user's theme.
  public static let brightWhite = Color.named(.brightWhite)
}

/// The 16 colours every colour terminal has, in SGR order: 30-37 and 90-97 for text,
/// 40-47 and 100-107 for backgrounds.
public enum NamedColor: UInt8, CaseIterable, Hashable, Sendable {
  /// SGR 30 for text, 40 for backgrounds.
  case black
  /// SGR 31 for text, 41 for backgrounds.
  case red
  /// SGR 32 for text, 42 for backgrounds.
  case green
  /// SGR 33 for text, 43 for backgrounds.
  case yellow
  /// SGR 34 for text, 44 for backgrounds.
  case blue
  /// SGR 35 for text, 45 for backgrounds.
  case magenta
  /// SGR 36 for text, 46 for backgrounds.
  case cyan
  /// SGR 37 for text, 47 for backgrounds.
  case white
  /// SGR 90 for text, 100 for backgrounds.
  case brightBlack
  /// SGR 91 for text, 101 for backgrounds.
  case brightRed
  /// SGR 92 for text, 102 for backgrounds.
  case brightGreen
  /// SGR 93 for text, 103 for backgrounds.
  case brightYellow
  /// SGR 94 for text, 104 for backgrounds.
  case brightBlue
  /// SGR 95 for text, 105 for backgrounds.
  case brightMagenta
  /// SGR 96 for text, 106 for backgrounds.
  case brightCyan
  /// SGR 97 for text, 107 for backgrounds.
  case brightWhite
}

extension Color: CustomStringConvertible {
  /// How snapshots and traces write the colour: `red`, `bright-blue`, `#ff8000`, `idx(236)`,
  /// `default`.
  public var description: String {
    switch self {
    case .default: "default"
    case .named(let color): color.description
    case .indexed(let index): "idx(\(index))"
    case .rgb(let red, let green, let blue):
      "#"
        + [red, green, blue].map { byte in
          let digits = String(byte, radix: 16)
          return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
  }
}

extension NamedColor: CustomStringConvertible {
  /// The colour's name in kebab case: `bright-black`.
  public var description: String {
    let names = [
      "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    ]
    let index = Int(rawValue)
    return index < 8 ? names[index] : "bright-" + names[index - 8]
  }
}
