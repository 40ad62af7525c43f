@testable import TextUI

/// What a tmux pane holds, cell by cell, read from `capture-pane -e -p`: each column's
/// glyph and the colours and attributes tmux keeps for it.
///
/// `capture-pane -e` writes each row's text with the SGR sequences that set the looks
/// that change along it, the look carried on from one row to the next as tmux writes it
/// (`ESC[1m ESC[31m`, `ESC[38;2;255;128;0m`, `ESC[0;7m`, `ESC[39m`). This reads them back
/// into a look per cell. Columns past a row's end, which `capture-pane` trims, are blank
/// in the terminal's defaults.
struct TmuxCells {
  /// A cell's colours and attributes, as a terminal holds them.
  struct Look: Equatable, CustomStringConvertible {
    var foreground: Color = .default
    var background: Color = .default
    var attributes: TextAttributes = []

    var description: String {
      Style(foreground: foreground, background: background, attributes: attributes)
        .description
    }
  }

  /// One column: its glyph ("" for a wide glyph's second column) and look.
  struct Cell: Equatable, CustomStringConvertible {
    var glyph: String
    var look: Look

    var description: String { "'\(glyph)' \(look)" }
  }

  /// Every column, row-major.
  private(set) var cells: [Cell]

  /// The cells of a `size` pane whose `capture-pane -e -p` output is `capture`.
  ///
  /// - Throws: ``TmuxError`` for a sequence this reader does not know, rather than a
  ///   comparison that fails for the wrong reason.
  init(capture: String, size: Size) throws {
    let blank = Cell(glyph: " ", look: Look())
    cells = Array(repeating: blank, count: size.area)
    var look = Look()
    let lines = capture.split(separator: "\n", omittingEmptySubsequences: false)
    for (y, line) in lines.prefix(size.height).enumerated() {
      var x = 0
      var characters = line[...]
      while let character = characters.first {
        characters = characters.dropFirst()
        if character == "\u{1B}" {
          guard characters.first == "[", let end = characters.firstIndex(of: "m") else {
            throw TmuxError(message: "unknown sequence in row \(y): \(line.debugDescription)")
          }
          try Self.apply(
            characters[characters.index(after: characters.startIndex)..<end], to: &look)
          characters = characters[characters.index(after: end)...]
          continue
        }
        guard x < size.width else { break }
        cells[y * size.width + x] = Cell(glyph: String(character), look: look)
        if DisplayWidth.of(character) == 2, x + 1 < size.width {
          cells[y * size.width + x + 1] = Cell(glyph: "", look: look)
        }
        x += max(1, DisplayWidth.of(character))
      }
    }
  }

  /// `look` after the SGR sequence whose parameters are `parameters` (`1;31`).
  private static func apply(_ parameters: Substring, to look: inout Look) throws {
    var numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) ?? 0 }[...]
    let switches: [Int: TextAttributes] = [
      1: .bold, 2: .dim, 3: .italic, 4: .underline, 7: .reverse, 9: .strikethrough,
    ]
    let offs: [Int: TextAttributes] = [
      22: [.bold, .dim], 23: .italic, 24: .underline, 27: .reverse, 29: .strikethrough,
    ]
    while let number = numbers.popFirst() {
      switch number {
      case 0: look = Look()
      case let on where switches[on] != nil: look.attributes.insert(switches[on]!)
      case let off where offs[off] != nil: look.attributes.subtract(offs[off]!)
      case 30...37: look.foreground = .named(NamedColor(rawValue: UInt8(number - 30))!)
      case 90...97: look.foreground = .named(NamedColor(rawValue: UInt8(number - 90 + 8))!)
      case 40...47: look.background = .named(NamedColor(rawValue: UInt8(number - 40))!)
      case 100...107: look.background = .named(NamedColor(rawValue: UInt8(number - 100 + 8))!)
      case 39: look.foreground = .default
      case 49: look.background = .default
      case 38, 48:
        let color: Color
        switch numbers.popFirst() {
        case 5:
          color = .indexed(UInt8(numbers.popFirst() ?? 0))
        case 2:
          let rgb = (0..<3).map { _ in UInt8(numbers.popFirst() ?? 0) }
          color = .rgb(red: rgb[0], green: rgb[1], blue: rgb[2])
        case let kind:
          throw TmuxError(
            message: "unknown colour form \(kind.map(String.init) ?? "") in \(parameters)")
        }
        if number == 38 { look.foreground = color } else { look.background = color }
      default:
        throw TmuxError(message: "unknown SGR parameter \(number) in \(parameters)")
      }
    }
  }
}
