/// A rectangle of cells: an origin and a size.
///
/// The layout engine gives every child one of these, and the child's drawing is clipped
/// to it.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left cell.
  public var origin: Point
  /// The extent, never negative.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates; negative sizes are clamped to zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The first column.
  public var minX: Int { origin.x }
  /// The first row.
  public var minY: Int { origin.y }
  /// The column just past the right edge.
  public var maxX: Int { origin.x + size.width }
  /// The row just past the bottom edge.
  public var maxY: Int { origin.y + size.height }
  /// Whether the rectangle holds no cells.
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// Whether the cell at `point` lies inside.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The cells both rectangles share (an empty rectangle when they are disjoint).
  public func intersection(_ other: Rect) -> Rect {
    let x = max(minX, other.minX)
    let y = max(minY, other.minY)
    return Rect(
      x: x, y: y, width: min(maxX, other.maxX) - x, height: min(maxY, other.maxY) - y)
  }

  /// The rectangle moved by `dx` columns and `dy` rows.
  public func offsetBy(dx: Int, dy: Int) -> Rect {
    Rect(origin: Point(x: origin.x + dx, y: origin.y + dy), size: size)
  }

  /// The rectangle in `(x,y) WxH` form.
  public var description: String { "\(origin) \(size)" }
}
