/// A cell position: `x` counts columns to the right, `y` counts rows down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The column.
  public var x: Int
  /// The row.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left corner.
  public static let zero = Point(x: 0, y: 0)

  /// The point in `(x,y)` form.
  public var description: String { "(\(x),\(y))" }

  /// This point moved by `offset`'s coordinates.
  func moved(by offset: Point) -> Point {
    Point(x: x + offset.x, y: y + offset.y)
  }
}
