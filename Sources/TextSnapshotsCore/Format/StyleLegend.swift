import TextUI

/// The symbol each style of a frame is shown by in its snapshot's style plane, and the
/// legend that says what each symbol means.
///
/// A style declared as a palette role is shown by the letter the role declares
/// (``Style/Role/letter``), so adding a role to the palette, or a styled cell elsewhere
/// in the frame, never changes the letters already in a golden. A style without a role
/// gets the next free symbol of ``symbols`` (`1`…`9`, then other ASCII, then Latin
/// letters), in the order the styles first appear, row by row, skipping every letter a
/// role in the frame declares. So does a second variant of a role (the role inside a
/// view that set a background, say): its legend line names the role with the colours it
/// ended up with, so no symbol ever stands for two styles.
///
/// A letter is declared once per frame: one role, one letter. A frame whose roles break
/// that (two roles declaring `a`, or `alert` declared as `a` here and `b` there) has
/// ``clashes``, which the `.frame` strategies report as a failure naming them, since a
/// golden whose legend reads two ways cannot be reviewed. The plain form (`stratus render
/// --fence`) still writes one symbol per style, chosen without regard to where the cells
/// are: a contested letter goes to the role whose name sorts first, and the others get
/// symbols as styles without a role do.
///
/// ```text
/// 1 fg=blue
/// a alert: fg=red bold
/// ```
struct StyleLegend {
  /// One legend line: the symbol and what it stands for.
  struct Entry: Equatable {
    /// The symbol its cells show in the plane.
    var symbol: Character
    /// The style as declared, `alert: fg=red bold` for a role, `fg=blue` without one.
    var description: String
  }

  /// The symbol of every style the frame uses, plain excepted.
  private(set) var symbolByStyle: [Style: Character] = [:]
  /// The legend, sorted by symbol so that a style added elsewhere is one more line.
  private(set) var entries: [Entry] = []

  /// The symbol of a plain cell.
  static let plainSymbol: Character = "."

  /// The symbol of every style past the last of ``symbols``, which a reader cannot
  /// tell apart.
  static let overflowSymbol: Character = "?"

  /// Symbols that would make a plane row ambiguous: the plain mark, the overflow mark,
  /// the fence, the section marker's `#` and a blank.
  static let reserved: Set<Character> = [".", "?", "|", "#", " "]

  /// The symbols given to styles without a usable role letter, in order: digits first,
  /// as the reader expects, then ASCII letters and punctuation, then Latin letters of
  /// one column each.
  static let symbols: [Character] = {
    let ascii = "1234567890ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!$%&*+-/:;<=>@^_~"
    let latin = (0x100...0x24F).compactMap(Unicode.Scalar.init).map(Character.init)
      .filter { $0.isLetter && DisplayWidth.of($0) == 1 }
    return Array(ascii) + latin
  }()

  /// Whether every style has a symbol of its own: false when the frame uses more
  /// distinct styles than there are ``symbols``, and the rest share ``overflowSymbol``.
  private(set) var isComplete = true

  /// Every way the frame's roles break "one role, one letter", as a failure says it:
  /// `roles "accent" and "alert" declare the same letter "a"`, `role "alert" is declared
  /// with the letters "a" and "b"`; empty when each role has a letter of its own.
  private(set) var clashes: [String] = []

  /// The legend of `frame`'s styles.
  init(of frame: Frame) {
    // The frame keeps each distinct style once and a small index per cell: walking the
    // indices finds the styles in use, in the order they first appear, without hashing
    // a style per cell.
    let table = frame.styleTable
    var order: [Style] = []
    var seen = [Bool](repeating: false, count: table.count)
    seen[0] = true  // plain
    if frame.hasStyledCells {
      for y in 0..<frame.height {
        for x in 0..<frame.width {
          let index = frame.styleIndex(x: x, y: y)
          if !seen[index] {
            seen[index] = true
            order.append(table[index])
          }
        }
      }
    }
    let roles = Set(order.compactMap(\.role))
    clashes = Self.clashes(among: roles)
    // A contested letter goes to the role whose name sorts first, wherever its cells are;
    // of that role's variants, the first to appear.
    var owners: [Character: Style.Role] = [:]
    for role in roles.sorted(by: { ($0.name, String($0.letter)) < ($1.name, String($1.letter)) })
    where Self.isUsable(role.letter) && owners[role.letter] == nil {
      owners[role.letter] = role
    }
    var taken = Set(roles.map(\.letter))
    for style in order {
      guard let role = style.role, owners[role.letter] == role else { continue }
      owners[role.letter] = nil
      symbolByStyle[style] = role.letter
    }
    taken.formUnion(Self.reserved)
    var supply = Self.symbols.lazy.filter { !taken.contains($0) }.makeIterator()
    var overflow = 0
    for style in order where symbolByStyle[style] == nil {
      guard let symbol = supply.next() else {
        symbolByStyle[style] = Self.overflowSymbol
        overflow += 1
        continue
      }
      symbolByStyle[style] = symbol
    }
    entries = order.filter { symbolByStyle[$0] != Self.overflowSymbol }.map { style in
      let words = style.description
      let description = style.role.map { "\(ControlPicture.visible($0.name)): \(words)" } ?? words
      return Entry(symbol: symbolByStyle[style]!, description: description)
    }.sorted { $0.symbol < $1.symbol }
    if overflow > 0 {
      isComplete = false
      let noun = overflow == 1 ? "style" : "styles"
      let description =
        "\(overflow) more \(noun), past the \(Self.symbols.count) a plane can tell apart"
      entries.append(Entry(symbol: Self.overflowSymbol, description: description))
    }
  }

  /// The clashes among `roles`, as ``clashes`` lists them: by letter, then by name.
  private static func clashes(among roles: Set<Style.Role>) -> [String] {
    func quoted<Names: Sequence<String>>(_ names: Names) -> String {
      let sorted = names.sorted().map { "\"\(ControlPicture.visible($0))\"" }
      return sorted.dropLast().joined(separator: ", ") + " and " + sorted.last!
    }
    let byLetter = Dictionary(grouping: roles, by: \.letter).filter { $0.value.count > 1 }
    let byName = Dictionary(grouping: roles, by: \.name).filter { $0.value.count > 1 }
    let letters = byLetter.sorted { $0.key < $1.key }.map { letter, roles in
      let shown = ControlPicture.visible(String(letter))
      return "roles \(quoted(roles.map(\.name))) declare the same letter \"\(shown)\""
    }
    let names = byName.sorted { $0.key < $1.key }.map { name, roles in
      let declared = quoted(roles.map { ControlPicture.visible(String($0.letter)) })
      return "role \"\(ControlPicture.visible(name))\" is declared with the letters \(declared)"
    }
    return letters + names
  }

  /// Whether a role's declared letter can mark cells: one printable column, not reserved.
  static func isUsable(_ letter: Character) -> Bool {
    !reserved.contains(letter) && DisplayWidth.of(letter) == 1
      && !letter.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// The symbol of `style`: ``plainSymbol`` for plain.
  func symbol(of style: Style) -> Character {
    symbolByStyle[style] ?? Self.plainSymbol
  }

  /// The style plane of `frame`: one row of one symbol per cell, a wide glyph's
  /// continuation marked as its lead.
  func plane(of frame: Frame) -> [String] {
    // Each style's symbol is looked up once, as bytes; a row is then assembled from the
    // cells' style indices and decoded once.
    let symbols = frame.styleTable.map { Array(String(symbol(of: $0)).utf8) }
    let indices = frame.styleIndices
    guard !indices.isEmpty else {
      return Array(
        repeating: String(repeating: Self.plainSymbol, count: frame.width),
        count: frame.height)
    }
    var row: [UInt8] = []
    return (0..<frame.height).map { y in
      row.removeAll(keepingCapacity: true)
      var lead = 0
      for x in 0..<frame.width {
        if frame.cell(x: x, y: y)?.isContinuation != true {
          lead = Int(indices[y * frame.width + x])
        }
        let symbol = symbols[lead]
        if symbol.count == 1 { row.append(symbol[0]) } else { row.append(contentsOf: symbol) }
      }
      return String(decoding: row, as: UTF8.self)
    }
  }
}
