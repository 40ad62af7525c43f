/// Arithmetic that stops at the bounds instead of trapping.
///
/// Layout measures children at ``ProposedSize/unlimited`` (`Int.max`), and flexible
/// children answer with sizes near it; sums of such sizes must saturate, not overflow.
extension Int {
  func saturatingAdded(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  func saturatingMultiplied(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? ((self < 0) != (other < 0) ? .min : .max) : product
  }

  /// Division rounding up, for non-negative values.
  func ceilingDivided(by divisor: Int) -> Int {
    self / divisor + (self % divisor == 0 ? 0 : 1)
  }
}
