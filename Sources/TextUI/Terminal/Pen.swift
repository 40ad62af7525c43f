/// What a terminal draws the next glyph with: the colours and attributes that SGR
/// sequences (`ESC[…m`) set and that stay set until the next one.
///
/// A ``Style`` is what a view asked for; a pen is what one terminal draws for it
/// (``ColorSupport/pen(for:)``): colours brought down to the terminal's palette, `nil`
/// spelled ``Color/default``, and no role. ``TerminalOutput`` tracks the terminal's pen
/// so that it writes an SGR sequence only where the pen changes, with only what changed.
struct Pen: Hashable, Sendable {
  /// The text's colour.
  var foreground: Color = .default
  /// The background's colour.
  var background: Color = .default
  /// The attributes on.
  var attributes: TextAttributes = []

  /// What a terminal draws with after `ESC[0m`: its own colours, no attribute.
  static let `default` = Pen()

  /// The pen with reverse video switched: how `--highlight-updates` marks a cell, so
  /// that a highlight shows on a cell that is already reversed too.
  var highlighted: Pen {
    var pen = self
    pen.attributes.formSymmetricDifference(.reverse)
    return pen
  }
}

// MARK: - SGR

extension Pen {
  /// Each attribute with the SGR parameter that turns it on and the one that turns it
  /// off. Bold and dim share their "off", 22 ("normal intensity"), so turning one off
  /// turns both off.
  private static let switches: [(attribute: TextAttributes, on: Int, off: Int)] = [
    (.bold, 1, 22), (.dim, 2, 22), (.italic, 3, 23), (.underline, 4, 24), (.reverse, 7, 27),
    (.strikethrough, 9, 29),
  ]

  /// Bold and dim: the attributes SGR 22 turns off together.
  private static let intensity: TextAttributes = [.bold, .dim]

  /// Appends to `bytes` the one SGR sequence that takes a terminal drawing with `self` to
  /// drawing with `next`; nothing when they are the same.
  ///
  /// It writes the fewer parameters of two forms: the changes alone (attributes turned
  /// off, then on, then the colours that changed), or `0` (reset) followed by all of
  /// `next`; on a tie, the changes. A colour counts as one parameter whatever its
  /// length, since either form writes a colour that changed the same way.
  ///
  /// - Complexity: O(1).
  func appendTransition(to next: Pen, into bytes: inout [UInt8]) {
    guard next != self else { return }
    var removed = attributes.subtracting(next.attributes)
    var kept = attributes.intersection(next.attributes)
    if !removed.isDisjoint(with: Self.intensity) {
      // 22 turns both off; the one that stays is turned on again below.
      kept.subtract(Self.intensity)
      removed.formUnion(attributes.intersection(Self.intensity))
    }
    let added = next.attributes.subtracting(kept)
    let offCount =
      (removed.isDisjoint(with: Self.intensity) ? 0 : 1)
      + removed.subtracting(Self.intensity).count
    let changeCount =
      offCount + added.count + (foreground != next.foreground ? 1 : 0)
      + (background != next.background ? 1 : 0)
    let resetCount = 1 + next.parameterCount

    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    if resetCount < changeCount {
      bytes.appendSGRParameter(0)
      next.appendAll(to: &bytes)
    } else {
      if !removed.isDisjoint(with: Self.intensity) { bytes.appendSGRParameter(22) }
      for item in Self.switches
      where removed.contains(item.attribute) && !Self.intensity.contains(item.attribute) {
        bytes.appendSGRParameter(item.off)
      }
      for item in Self.switches where added.contains(item.attribute) {
        bytes.appendSGRParameter(item.on)
      }
      if foreground != next.foreground { bytes.appendSGRColor(next.foreground, background: false) }
      if background != next.background { bytes.appendSGRColor(next.background, background: true) }
    }
    bytes.append(UInt8(ascii: "m"))
  }

  /// The parameters that set this pen after a reset: one per attribute and per colour
  /// that is not the default.
  private var parameterCount: Int {
    attributes.count + (foreground == .default ? 0 : 1) + (background == .default ? 0 : 1)
  }

  /// Appends the parameters that set this pen after a reset.
  private func appendAll(to bytes: inout [UInt8]) {
    for item in Self.switches where attributes.contains(item.attribute) {
      bytes.appendSGRParameter(item.on)
    }
    if foreground != .default { bytes.appendSGRColor(foreground, background: false) }
    if background != .default { bytes.appendSGRColor(background, background: true) }
  }
}

extension TextAttributes {
  /// The number of attributes in the set.
  fileprivate var count: Int { rawValue.nonzeroBitCount }
}

extension [UInt8] {
  /// Appends one parameter of the SGR sequence being written, after a `;` unless it is
  /// the first (the buffer then ends with the sequence's `[`).
  fileprivate mutating func appendSGRParameter(_ parameter: Int) {
    if last != UInt8(ascii: "[") { append(UInt8(ascii: ";")) }
    appendDecimal(parameter)
  }

  /// Appends the parameters that set the text's or the background's colour: 39/49 for
  /// the default, 30-37/90-97 (40-47/100-107) for a named colour, `38;5;N` (`48;5;N`)
  /// for a 256-colour index, `38;2;R;G;B` (`48;2;R;G;B`) for RGB.
  fileprivate mutating func appendSGRColor(_ color: Color, background: Bool) {
    let offset = background ? 10 : 0
    switch color {
    case .default:
      appendSGRParameter(39 + offset)
    case .named(let named):
      let index = Int(named.rawValue)
      appendSGRParameter(index < 8 ? 30 + offset + index : 90 + offset + index - 8)
    case .indexed(let index):
      for parameter in [38 + offset, 5, Int(index)] { appendSGRParameter(parameter) }
    case .rgb(let red, let green, let blue):
      for parameter in [38 + offset, 2, Int(red), Int(green), Int(blue)] {
        appendSGRParameter(parameter)
      }
    }
  }

  /// Appends a non-negative number's ASCII digits without building a `String`.
  mutating func appendDecimal(_ number: Int) {
    var divisor = 1
    while divisor <= number / 10 { divisor *= 10 }
    var rest = number
    while divisor > 0 {
      append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }
}
