/// The direction a stack arranges its children in.
public enum Axis: Hashable, Sendable {
  /// Left to right, as in an ``HStack``.
  case horizontal
  /// Top to bottom, as in a ``VStack``.
  case vertical
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
