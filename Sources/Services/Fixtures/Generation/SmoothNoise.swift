import Foundation

/// Repeatable randomness that varies smoothly, from which the fixtures make up weather.
///
/// Random values are fixed at whole-number positions (a lattice) and eased between, so
/// a value changes gradually: with positions in hours divided by 6, the cloud cover
/// drifts over about six hours instead of jumping from hour to hour. Each ``Channel``
/// is an independent stream, so the temperature and the wind do not rise and fall
/// together.
///
/// Everything is a pure function of the seed and the position: the weather at 15:00 is
/// the same whether it was asked for at noon or at 14:00.
struct SmoothNoise: Sendable {
  /// An independent stream of values.
  enum Channel: UInt64 {
    case temperature = 1
    case cloud
    case showers
    case weatherSystems
    case wind
    case windDirection
    case gust
    case humidity
    case pressure
    case episode
    case radar
    case climateWarmth
    case climateWetness
    case climateWind
    case climateDailySwing
  }

  /// The seed, usually ``FNV1a`` of a location's id.
  let seed: UInt64

  /// A value in −1...1 at `position`; values one position apart are independent.
  func value(_ channel: Channel, at position: Double) -> Double {
    let cell = position.rounded(.down)
    let eased = Self.ease(position - cell)
    let here = lattice(channel, Int64(cell), 0)
    let next = lattice(channel, Int64(cell) + 1, 0)
    return here + (next - here) * eased
  }

  /// A value in −1...1 at a point on a plane, varying smoothly in both directions.
  func value(_ channel: Channel, x: Double, y: Double) -> Double {
    let column = x.rounded(.down)
    let row = y.rounded(.down)
    let easedX = Self.ease(x - column)
    let easedY = Self.ease(y - row)
    let (left, top) = (Int64(column), Int64(row))
    let upper =
      lattice(channel, left, top)
      + (lattice(channel, left + 1, top) - lattice(channel, left, top)) * easedX
    let lower =
      lattice(channel, left, top + 1)
      + (lattice(channel, left + 1, top + 1) - lattice(channel, left, top + 1)) * easedX
    return upper + (lower - upper) * easedY
  }

  /// One value in −1...1 that does not vary: a trait of the place, such as how much
  /// warmer it is than its latitude suggests.
  func constant(_ channel: Channel) -> Double {
    lattice(channel, 0, Int64.min)
  }

  /// A uniform value in −1...1 for one lattice point.
  ///
  /// The seed, channel and coordinates are mixed with SplitMix64's finaliser, which
  /// spreads neighbouring inputs (hour 7 and hour 8) over the whole range.
  private func lattice(_ channel: Channel, _ x: Int64, _ y: Int64) -> Double {
    var mixed =
      seed ^ (channel.rawValue &* 0x9e37_79b9_7f4a_7c15)
      ^ (UInt64(bitPattern: x) &* 0xbf58_476d_1ce4_e5b9)
      ^ (UInt64(bitPattern: y) &* 0x94d0_49bb_1331_11eb)
    mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
    mixed ^= mixed >> 31
    return Double(mixed >> 11) / Double(UInt64(1) << 53) * 2 - 1
  }

  /// Smoothstep: eases in and out so values have no corners at lattice points.
  private static func ease(_ fraction: Double) -> Double {
    fraction * fraction * (3 - 2 * fraction)
  }
}
