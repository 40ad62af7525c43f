/// A view given fixed or bounded dimensions; see ``View/frame(width:height:alignment:)``
/// and ``View/frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``.
public struct Framed<Content: View>: View {
  /// The framed view.
  public var content: Content
  /// The bounds of the width.
  public var width: FrameBounds
  /// The bounds of the height.
  public var height: FrameBounds
  /// Where the content sits when it is smaller than the frame.
  public var alignment: Alignment

  /// `Never`: a framed view is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: offers the content what the bounds allow, sizes the frame from the
  /// bounds and the content's choice, and places the content by `alignment`.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    Content._makeNodes(view.content, into: &children)
    return _Layout(
      FrameLayout(width: view.width, height: view.height, alignment: view.alignment))
  }
}

/// The constraints a frame puts on one dimension. `nil` leaves a bound open.
///
/// Made by ``View/frame(width:height:alignment:)`` and
/// ``View/frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``,
/// which clamp negative values to zero and keep the maximum at or above the minimum.
public struct FrameBounds: Hashable, Sendable {
  /// The least extent the frame takes, whatever its content chooses.
  public var minimum: Int?
  /// What the content is offered when the frame is asked for its ideal size (`nil`).
  public var ideal: Int?
  /// The most extent the frame takes; `Int.max` fills the space offered.
  public var maximum: Int?

  /// No constraint: the content's own size.
  static let open = FrameBounds(minimum: nil, ideal: nil, maximum: nil)

  /// Exactly `size`.
  static func fixed(_ size: Int?) -> FrameBounds {
    guard let size else { return .open }
    let value = max(0, size)
    return FrameBounds(minimum: value, ideal: value, maximum: value)
  }

  /// Whether the extent is one value whatever is offered (``View/frame(width:height:alignment:)``):
  /// the content is offered it, ideal included, and the frame takes it.
  var isFixed: Bool { minimum != nil && maximum == minimum && ideal == minimum }

  /// What the content is offered when the frame is offered `proposal`.
  func proposal(for proposal: Int?) -> Int? {
    guard let proposal else { return ideal }
    return clamp(proposal)
  }

  /// The frame's own extent, given what it was offered and what its content chose.
  ///
  /// With a minimum, the frame is at least that, and otherwise as large as the content
  /// up to the offer; with a maximum, at most that, and otherwise as large as the offer.
  /// So `maxWidth: .max` fills the offered width and `minWidth: 10` never drops below
  /// 10 columns, as in SwiftUI.
  func extent(offered: Int?, content: Int) -> Int {
    if minimum == nil && maximum == nil { return content }
    var extent = content
    if let minimum { extent = max(minimum, min(extent, offered ?? extent)) }
    if let maximum { extent = min(maximum, max(extent, offered ?? extent)) }
    return extent
  }

  private func clamp(_ value: Int) -> Int {
    var value = value
    if let maximum { value = min(value, maximum) }
    if let minimum { value = max(value, minimum) }
    return value
  }
}

extension View {
  /// Gives the view a fixed width, height, or both; a `nil` dimension stays the
  /// content's own.
  ///
  /// The content is offered exactly the fixed size and placed inside by `alignment`.
  /// Negative sizes are treated as zero.
  public func frame(
    width: Int? = nil, height: Int? = nil, alignment: Alignment = .center
  ) -> Framed<Self> {
    Framed(content: self, width: .fixed(width), height: .fixed(height), alignment: alignment)
  }

  /// Bounds the view's size: at least the minimums, at most the maximums, the ideals
  /// when asked for an ideal size. Use `Int.max` as a maximum to fill the space offered.
  ///
  /// ```swift
  /// Text("Toronto").frame(maxWidth: .max, alignment: .leading)  // a full-width row
  /// ```
  public func frame(
    minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil,
    minHeight: Int? = nil, idealHeight: Int? = nil, maxHeight: Int? = nil,
    alignment: Alignment = .center
  ) -> Framed<Self> {
    func bounds(_ minimum: Int?, _ ideal: Int?, _ maximum: Int?) -> FrameBounds {
      let low = minimum.map { max(0, $0) }
      let high = maximum.map { max(low ?? 0, $0) }
      return FrameBounds(minimum: low, ideal: ideal.map { max(0, $0) }, maximum: high)
    }
    return Framed(
      content: self, width: bounds(minWidth, idealWidth, maxWidth),
      height: bounds(minHeight, idealHeight, maxHeight), alignment: alignment)
  }
}

struct FrameLayout: NodeLayout, Equatable {
  var width: FrameBounds
  var height: FrameBounds
  var alignment: Alignment

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    let content = StackedContent.sizeThatFits(
      contentProposal(for: proposal), children: node.children[...], axis: node.axis)
    return Size(
      width: width.extent(offered: proposal.width, content: content.width),
      height: height.extent(offered: proposal.height, content: content.height))
  }

  /// A fixed dimension offers its content the same and takes the same whatever it is
  /// offered.
  func equivalentProposal(to proposal: ProposedSize, node: Node) -> ProposedSize {
    equivalentProposal(to: proposal, of: node)
  }

  func equivalentProposal<N: LayoutNode>(to proposal: ProposedSize, of node: N) -> ProposedSize {
    ProposedSize(
      width: width.isFixed ? nil : proposal.width, height: height.isFixed ? nil : proposal.height)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    let offer = contentProposal(for: proposal)
    let content = StackedContent.sizeThatFits(offer, children: node.children[...], axis: node.axis)
    StackedContent.draw(
      node.children[...], in: &canvas, at: alignment.offset(placing: content, in: size),
      size: content, proposal: offer, axis: node.axis)
  }

  /// What the content is offered when the frame is offered `proposal`.
  private func contentProposal(for proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: width.proposal(for: proposal.width), height: height.proposal(for: proposal.height))
  }
}
