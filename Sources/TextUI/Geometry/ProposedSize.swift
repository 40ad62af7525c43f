/// The size a parent offers a child, one dimension at a time.
///
/// This is SwiftUI's layout contract, in cells. For each dimension the parent proposes:
/// - `nil`: "what would you like?" (the child answers with its *ideal* size);
/// - `0`: "how small can you be?" (its *minimum*);
/// - ``ProposedSize/unlimited``: "how large can you be?" (its *maximum*);
/// - any other value: "here is this much room".
///
/// The child then chooses its own size, which may be larger than proposed (it is then
/// clipped) or smaller (the parent aligns it). Stacks propose `0` and `unlimited` to learn
/// how flexible each child is before sharing out the space.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
  /// The proposed number of columns, or `nil` for the ideal width.
  public var width: Int?
  /// The proposed number of rows, or `nil` for the ideal height.
  public var height: Int?

  /// Creates a proposal; negative dimensions are clamped to zero.
  public init(width: Int?, height: Int?) {
    self.width = width.map { max(0, $0) }
    self.height = height.map { max(0, $0) }
  }

  /// Proposes exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// "As much as you can use": the largest proposal, used to measure a child's maximum.
  public static let unlimited = Int.max

  /// Asks for the ideal size in both dimensions.
  public static let unspecified = ProposedSize(width: nil, height: nil)

  /// Asks for the minimum size in both dimensions.
  public static let zero = ProposedSize(width: 0, height: 0)

  /// Asks for the maximum size in both dimensions.
  public static let infinity = ProposedSize(width: unlimited, height: unlimited)

  /// The proposal with `nil` dimensions replaced by the given defaults.
  public func replacingUnspecified(width: Int, height: Int) -> Size {
    Size(width: self.width ?? width, height: self.height ?? height)
  }

  /// The proposal in `WxH` form, `nil` printed as `?` and unlimited as `max`.
  public var description: String {
    func text(_ value: Int?) -> String {
      guard let value else { return "?" }
      return value == Self.unlimited ? "max" : String(value)
    }
    return "\(text(width))x\(text(height))"
  }
}
