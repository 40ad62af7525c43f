/// The colours of xterm's default 256-colour palette, and the nearest entry to a colour
/// that a terminal with fewer colours cannot draw.
///
/// The palette is 16 named colours (whose shades the user's theme may change; these are
/// xterm's defaults), a 6x6x6 cube (16-231) with levels 0, 95, 135, 175, 215 and 255, and
/// 24 greys (232-255) from 8 to 238 in steps of 10. "Nearest" is the smallest squared
/// distance between the red, green and blue values, ties going to the lower index: simple,
/// exact and the same on every machine, which a test can check by hand.
enum XtermPalette {
  /// An RGB triple.
  typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

  /// xterm's default values for the 16 named colours, in ``NamedColor`` order.
  static let named: [RGB] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The six levels of each channel of the colour cube.
  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// The RGB value of palette entry `index`.
  static func rgb(ofIndex index: UInt8) -> RGB {
    switch index {
    case 0..<16:
      return named[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let grey = 8 + 10 * (index - 232)
      return (grey, grey, grey)
    }
  }

  /// The entry of the cube or the grey ramp (16-255) nearest to `color`.
  ///
  /// The named colours 0-15 are left out: their shades are the user's theme's, so an
  /// index there would not say which colour is drawn.
  static func nearestIndex(to color: RGB) -> UInt8 {
    // The cube's squared distance adds up channel by channel, so its nearest entry is
    // the nearest level of each channel; only the 24 greys need a search.
    let levels = [color.red, color.green, color.blue].map { value in
      cubeLevels.indices.min { distance(cubeLevels[$0], value) < distance(cubeLevels[$1], value) }!
    }
    var best = UInt8(16 + 36 * levels[0] + 6 * levels[1] + levels[2])
    var bestDistance = distance(rgb(ofIndex: best), color)
    for index in UInt8(232)...255 {
      let candidate = distance(rgb(ofIndex: index), color)
      if candidate < bestDistance {
        best = index
        bestDistance = candidate
      }
    }
    return best
  }

  /// The named colour whose xterm default is nearest to `color`.
  static func nearestNamed(to color: RGB) -> NamedColor {
    let index = named.indices.min { distance(named[$0], color) < distance(named[$1], color) }!
    return NamedColor(rawValue: UInt8(index))!
  }

  /// The named colour nearest to palette entry `index`: itself for 0-15.
  static func nearestNamed(toIndex index: UInt8) -> NamedColor {
    if let named = NamedColor(rawValue: index) { return named }
    return nearestNamed(to: rgb(ofIndex: index))
  }

  /// The squared distance between two colours.
  private static func distance(_ lhs: RGB, _ rhs: RGB) -> Int {
    distance(lhs.red, rhs.red) + distance(lhs.green, rhs.green) + distance(lhs.blue, rhs.blue)
  }

  /// The squared difference of two channel values.
  private static func distance(_ lhs: UInt8, _ rhs: UInt8) -> Int {
    let difference = Int(lhs) - Int(rhs)
    return difference * difference
  }
}
