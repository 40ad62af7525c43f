/// The direction a stack arranges its children in.
public enum Axis: Hashable, Sendable {
  /// Left to right, as in an ``HStack``.
  case horizontal
  /// Top to bottom, as in a ``VStack``.
  case vertical

  /// A set of axes, such as those along which a ``ViewThatFits`` alternative must fit:
  /// `[.horizontal]`, `[.horizontal, .vertical]`.
  ///
  /// Two bits, as SwiftUI's `Axis.Set` is, rather than a `Set<Axis>`: asking whether
  /// it holds an axis is a bit test, where a set hashes the axis on every question
  /// (layout asks each time it measures an alternative).
  public struct Set: OptionSet, Hashable, Sendable {
    /// The axes as bits: 1 for horizontal, 2 for vertical.
    public let rawValue: UInt8

    /// The set whose bits are `rawValue` (see ``rawValue``); `OptionSet` builds its
    /// literals and unions from it.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)

    /// The set holding `axis` alone.
    public init(_ axis: Axis) {
      self = axis == .horizontal ? .horizontal : .vertical
    }
  }
}

extension Size {
  /// The extent along `axis`.
  func along(_ axis: Axis) -> Int { axis == .horizontal ? width : height }

  /// The extent across `axis`.
  func across(_ axis: Axis) -> Int { axis == .horizontal ? height : width }

  /// Builds a size from its extents along and across `axis`.
  init(along: Int, across: Int, axis: Axis) {
    self =
      axis == .horizontal
      ? Size(width: along, height: across) : Size(width: across, height: along)
  }
}

extension ProposedSize {
  /// The proposal along `axis`.
  func along(_ axis: Axis) -> Int? { axis == .horizontal ? width : height }

  /// The proposal across `axis`.
  func across(_ axis: Axis) -> Int? { axis == .horizontal ? height : width }

  /// Builds a proposal from its values along and across `axis`.
  init(along: Int?, across: Int?, axis: Axis) {
    self =
      axis == .horizontal
      ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
  }
}
