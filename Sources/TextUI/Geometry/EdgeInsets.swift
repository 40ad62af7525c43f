/// Space to keep clear on each side of a view, in cells.
public struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns to the left.
  public var leading: Int
  /// Rows below.
  public var bottom: Int
  /// Columns to the right.
  public var trailing: Int

  /// Creates insets; negative values are clamped to zero.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = max(0, top)
    self.leading = max(0, leading)
    self.bottom = max(0, bottom)
    self.trailing = max(0, trailing)
  }

  /// Creates equal insets on the given edges.
  public init(_ edges: Edge.Set, _ length: Int) {
    self.init(
      top: edges.contains(.top) ? length : 0,
      leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The total horizontal inset.
  var horizontal: Int { leading + trailing }
  /// The total vertical inset.
  var vertical: Int { top + bottom }
}

/// One side of a rectangle.
public enum Edge: Hashable, Sendable {
  /// A side: `leading` is the left and `trailing` the right, as text runs left to right
  /// in a terminal.
  case top, leading, bottom, trailing

  /// A set of edges, such as `.horizontal` or `[.top, .leading]`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// One bit per edge.
    public let rawValue: UInt8
    /// Creates a set from its bits; prefer the named sets and array literals.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The left edge.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The right edge.
    public static let trailing = Set(rawValue: 1 << 3)
    /// The left and right edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge: the default of ``View/padding(_:_:)``.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
