import Testing

@testable import TextUI

/// A layout's equivalent proposal must be answered exactly as the proposal it stands
/// for: a node measures once for both (`Node.sizeThatFits`), so any difference would
/// change a frame. Checked exhaustively over a grid of proposals, measuring the layout
/// directly (no cache) at both.
@MainActor
@Suite struct EquivalentProposalTests {
  static let extents: [Int?] = [nil, 0, 1, 2, 3, 4, 5, 7, 9, 12, 20, 40, ProposedSize.unlimited]
  static let proposals = extents.flatMap { width in
    extents.map { height in ProposedSize(width: width, height: height) }
  }

  static let strings = [
    "", "Toronto", "Partly cloudy with a chance of showers", "a\nbb\n\nccc",
    "  lead and trail  ", "wide 日本語 text", "tab\there", "supercalifragilistic",
  ]

  /// How many proposals differ from their equivalent and were checked against it.
  private func checkEquivalence(of layout: some NodeLayout, node: Node) -> Int {
    var collapsed = 0
    for proposal in Self.proposals {
      let equivalent = layout.equivalentProposal(to: proposal, node: node)
      if equivalent != proposal { collapsed += 1 }
      #expect(
        layout.sizeThatFits(proposal, node: node) == layout.sizeThatFits(equivalent, node: node),
        "\(proposal) and its equivalent \(equivalent)")
    }
    return collapsed
  }

  private func node(axis: Axis?, layout: some NodeLayout, children: [Node] = []) -> Node {
    let node = Node(key: NodeKey(type: ObjectIdentifier(Node.self)), axis: axis)
    node.layout = layout
    node.children = children
    node.contentDidChange()
    return node
  }

  @Test func textAnswersItsEquivalentProposalsAlike() {
    var collapsed = 0
    for string in Self.strings {
      for limit in [nil, 1, 2] {
        let layout = TextLayout(Text(string).lineLimit(limit))
        collapsed += checkEquivalence(of: layout, node: node(axis: nil, layout: layout))
      }
    }
    // Most probes collapse: the check is not vacuous.
    #expect(collapsed > Self.proposals.count * Self.strings.count)
  }

  @Test func spacerAndDividerIgnoreTheirDepth() {
    for axis in [nil, Axis.horizontal, .vertical] {
      let spacer = SpacerLayout(minLength: 2)
      _ = checkEquivalence(of: spacer, node: node(axis: axis, layout: spacer))
      let divider = DividerLayout(style: .single)
      let collapsed = checkEquivalence(of: divider, node: node(axis: axis, layout: divider))
      #expect(collapsed > 0)
    }
  }

  @Test func fixedFramesIgnoreWhatTheyAreOffered() {
    let bounds: [FrameBounds] = [
      .fixed(6), .open, FrameBounds(minimum: 3, ideal: nil, maximum: 3),
      FrameBounds(minimum: 2, ideal: 4, maximum: 8),
    ]
    for width in bounds {
      for height in bounds {
        let text = TextLayout(Text("Partly cloudy with a chance of showers"))
        let frame = FrameLayout(width: width, height: height, alignment: .center)
        let framed = node(axis: nil, layout: frame, children: [node(axis: nil, layout: text)])
        let collapsed = checkEquivalence(of: frame, node: framed)
        #expect((collapsed > 0) == (width.isFixed || height.isFixed))
      }
    }
  }
}
