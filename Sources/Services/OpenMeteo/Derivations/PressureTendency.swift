/// Whether sea-level pressure is rising, falling or steady: a derivation, since Open-Meteo
/// reports pressure but not its tendency.
///
/// The tendency compares the current pressure with the pressure three hours earlier (the
/// period Environment Canada's observations use), taken from the hourly `pressure_msl`
/// the forecast request asks for with `past_hours`:
///
/// - **rising** when pressure went up by 0.1 kPa (1 hPa) or more;
/// - **falling** when it went down by 0.1 kPa or more;
/// - **steady** for any smaller change.
///
/// 0.1 kPa is the smallest change a kPa reading to one decimal shows, so a tendency never
/// contradicts the two numbers a person would compare. The change is rounded to 0.01 kPa
/// before the comparison, so a change of exactly 1 hPa counts despite floating point.
/// When either pressure is unknown the tendency is `nil`, not a guess.
enum PressureTendency {
  /// The hours between the two pressures compared.
  static let hours = 3
  /// The smallest change, in kPa, that counts as rising or falling.
  static let thresholdKilopascals = 0.1

  /// The tendency from `earlier` to `now`, both in kPa, or `nil` if either is unknown.
  ///
  /// ```swift
  /// PressureTendency.tendency(now: 100.85, earlier: 101.0)  // .falling
  /// PressureTendency.tendency(now: 101.05, earlier: 101.0)  // .steady
  /// ```
  static func tendency(now: Double?, earlier: Double?) -> Pressure.Tendency? {
    guard let now, let earlier, (now - earlier).isFinite, abs(now - earlier) < 1_000 else {
      return nil
    }
    let hundredths = Int(((now - earlier) * 100).rounded())
    let threshold = Int((thresholdKilopascals * 100).rounded())
    if hundredths >= threshold { return .rising }
    if hundredths <= -threshold { return .falling }
    return .steady
  }
}
