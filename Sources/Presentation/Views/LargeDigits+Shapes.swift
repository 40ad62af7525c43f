// The two typefaces of ``LargeDigits``, kept apart from the view so the shapes can be
// read (and redrawn) as the pictures they are.

extension LargeDigits {
  /// The three rows of `character` in the chosen typeface; a blank for anything that is
  /// not a digit or "-".
  static func shape(of character: Character, isASCII: Bool) -> [String] {
    let table = isASCII ? segments : blocks
    return table[character] ?? ["   ", "   ", "   "]
  }

  /// Half blocks: a 3x5 dot font, two dot rows to a text row, so the figures have a
  /// rounded height of two and a half rows and the minus sits at the middle stroke.
  static let blocks: [Character: [String]] = [
    "0": ["█▀█", "█ █", "▀▀▀"],
    "1": ["▄█ ", " █ ", "▀▀▀"],
    "2": ["▀▀█", "█▀▀", "▀▀▀"],
    "3": ["▀▀█", "▀▀█", "▀▀▀"],
    "4": ["█ █", "▀▀█", "  ▀"],
    "5": ["█▀▀", "▀▀█", "▀▀▀"],
    "6": ["█▀▀", "█▀█", "▀▀▀"],
    "7": ["▀▀█", "  █", "  ▀"],
    "8": ["█▀█", "█▀█", "▀▀▀"],
    "9": ["█▀█", "▀▀█", "▀▀▀"],
    "-": ["   ", "▀▀▀", "   "],
  ]

  /// Seven-segment strokes, as digital clocks were drawn on teletypes: `_` for the
  /// horizontal segments, `|` for the vertical ones.
  static let segments: [Character: [String]] = [
    "0": [" _ ", "| |", "|_|"],
    "1": ["   ", "  |", "  |"],
    "2": [" _ ", " _|", "|_ "],
    "3": [" _ ", " _|", " _|"],
    "4": ["   ", "|_|", "  |"],
    "5": [" _ ", "|_ ", " _|"],
    "6": [" _ ", "|_ ", "|_|"],
    "7": [" _ ", "  |", "  |"],
    "8": [" _ ", "|_|", "|_|"],
    "9": [" _ ", "|_|", " _|"],
    "-": ["   ", " _ ", "   "],
  ]
}
