/// A size in terminal cells.
///
/// Sizes are never negative: the initializer clamps negative values to zero, so any
/// arithmetic that undershoots (a padding wider than its proposal, say) degrades to an
/// empty area instead of trapping later.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a size, clamping negative dimensions to zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)

  /// The number of cells in an area of this size.
  public var area: Int { width * height }

  /// The size in the familiar `80x24` form.
  public var description: String { "\(width)x\(height)" }
}
