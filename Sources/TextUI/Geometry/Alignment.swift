/// Where a child sits horizontally in space wider than itself.
public enum HorizontalAlignment: Hashable, Sendable {
  /// Against the left edge.
  case leading
  /// In the middle; an odd leftover cell goes to the right side.
  case center
  /// Against the right edge.
  case trailing

  /// The offset of an extent `inner` placed in `outer` columns.
  func offset(placing inner: Int, in outer: Int) -> Int {
    AxisAlignment(self).offset(placing: inner, in: outer)
  }
}

/// Where a child sits vertically in space taller than itself.
public enum VerticalAlignment: Hashable, Sendable {
  /// Against the top edge.
  case top
  /// In the middle; an odd leftover row goes below.
  case center
  /// Against the bottom edge.
  case bottom

  /// The offset of an extent `inner` placed in `outer` rows.
  func offset(placing inner: Int, in outer: Int) -> Int {
    AxisAlignment(self).offset(placing: inner, in: outer)
  }
}

/// A horizontal and a vertical alignment together, for ``ZStack``, overlays and frames.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The offset that places a child of size `inner` inside `outer`.
  func offset(placing inner: Size, in outer: Size) -> Point {
    Point(
      x: horizontal.offset(placing: inner.width, in: outer.width),
      y: vertical.offset(placing: inner.height, in: outer.height))
  }

  /// Top left.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top centre.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Top right.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Middle left.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The middle.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Middle right.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Bottom left.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom centre.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Bottom right.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
