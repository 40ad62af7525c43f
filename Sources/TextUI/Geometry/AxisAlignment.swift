/// An alignment along one dimension: leading/top, centre, or trailing/bottom. The one
/// place that decides where a smaller extent sits in a larger one.
enum AxisAlignment: Hashable {
  case start, center, end

  init(_ alignment: HorizontalAlignment) {
    switch alignment {
    case .leading: self = .start
    case .center: self = .center
    case .trailing: self = .end
    }
  }

  init(_ alignment: VerticalAlignment) {
    switch alignment {
    case .top: self = .start
    case .center: self = .center
    case .bottom: self = .end
    }
  }

  /// The offset of an extent `inner` placed in `outer`.
  ///
  /// Centring rounds down, so the leftover cell of an odd difference always lands on the
  /// trailing (or bottom) side: layout is deterministic.
  func offset(placing inner: Int, in outer: Int) -> Int {
    switch self {
    case .start: 0
    case .center: (outer - inner) / 2
    case .end: outer - inner
    }
  }
}
