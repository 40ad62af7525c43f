/// Layout over the store: a `switch` over each record's kind, running the same layout
/// code as the retained engine (each layout is generic over ``LayoutNode``).
extension ViewStore {
  /// The size `record` chooses for `proposal`, measured once per proposal.
  ///
  /// A proposal the record's layout answers as it answers another (its equivalent:
  /// ``NodeLayout/equivalentProposal(to:node:)``) takes that one's answer, as the
  /// retained engine's nodes do: a child whose size cannot change along its stack is
  /// measured once, not at each of the stack's probes.
  func sizeThatFits(_ proposal: ProposedSize, record: Int) -> Size {
    if let size = measured.size(of: record, for: proposal) { return size }
    let equivalent = equivalentProposal(to: proposal, record: record)
    if equivalent != proposal, let size = measured.size(of: record, for: equivalent) {
      measured.record(size, of: record, for: proposal)
      return size
    }
    let size = measure(record, proposal: proposal)
    measured.record(size, of: record, for: proposal)
    if equivalent != proposal { measured.record(size, of: record, for: equivalent) }
    return size
  }

  /// The proposal `record`'s layout answers exactly as it answers `proposal`.
  private func equivalentProposal(to proposal: ProposedSize, record: Int) -> ProposedSize {
    let node = StoreNode(store: self, record: record)
    let parameter = Int(parameters[record])
    switch kinds[record] {
    case .text: return texts[parameter].equivalentProposal(to: proposal)
    case .spacer: return spacers[parameter].equivalentProposal(to: proposal, of: node)
    case .divider: return dividers[parameter].equivalentProposal(to: proposal, of: node)
    case .glyphGrid: return grids[parameter].equivalentProposal(to: proposal, of: node)
    case .frame: return frames[parameter].equivalentProposal(to: proposal, of: node)
    default: return proposal
    }
  }

  private func measure(_ record: Int, proposal: ProposedSize) -> Size {
    let node = StoreNode(store: self, record: record)
    let parameter = Int(parameters[record])
    switch kinds[record] {
    case .body, .priority, .keyBindings, .opaque:
      return StackedContent().sizeThatFits(proposal, of: node)
    case .text: return texts[parameter].sizeThatFits(proposal)
    case .stack: return stacks[parameter].sizeThatFits(proposal, children: node.children)
    case .spacer: return spacers[parameter].sizeThatFits(proposal, of: node)
    case .divider: return dividers[parameter].sizeThatFits(proposal, of: node)
    case .glyphGrid: return grids[parameter].sizeThatFits(proposal, of: node)
    case .padding: return paddings[parameter].sizeThatFits(proposal, of: node)
    case .border: return borders[parameter].sizeThatFits(proposal, of: node)
    case .frame: return frames[parameter].sizeThatFits(proposal, of: node)
    case .style: return styles[parameter].sizeThatFits(proposal, of: node)
    case .layered: return layered[parameter].sizeThatFits(proposal, of: node)
    case .zStack: return zStacks[parameter].sizeThatFits(proposal, of: node)
    case .wholeRow: return wholeRows[parameter].sizeThatFits(proposal, of: node)
    case .firstFitting:
      return firstFittingChoice(record, proposal: proposal)?.sizeThatFits(proposal) ?? .zero
    case .lazyStack:
      return lazyStacks[parameter].stack.sizeThatFits(
        proposal, children: lazyWindow(record, proposal: proposal))
    }
  }

  /// Draws `record` with its top-left at the canvas origin; `size` is what it chose for
  /// `proposal`.
  func draw(_ record: Int, in canvas: inout Canvas, size: Size, proposal: ProposedSize) {
    let node = StoreNode(store: self, record: record)
    let parameter = Int(parameters[record])
    switch kinds[record] {
    case .body:
      StackedContent().draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .priority:
      StackedContent().draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .opaque:
      OpaqueLayout().draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .keyBindings:
      KeyBindingLayout(bindings: keyBindings[parameter])
        .draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .text: texts[parameter].draw(in: &canvas, size: size, proposal: proposal)
    case .stack: stacks[parameter].draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .spacer: break
    case .divider:
      dividers[parameter].draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .glyphGrid: grids[parameter].draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .padding:
      paddings[parameter].draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .border: borders[parameter].draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .frame: frames[parameter].draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .style: styles[parameter].draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .layered:
      layered[parameter].draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .zStack: zStacks[parameter].draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .wholeRow:
      wholeRows[parameter].draw(in: &canvas, size: size, proposal: proposal, of: node)
    case .firstFitting:
      firstFittingChoice(record, proposal: proposal)?.draw(
        in: &canvas, at: Rect(origin: .zero, size: size), proposal: proposal)
    case .lazyStack:
      lazyStacks[parameter].stack.draw(
        lazyWindow(record, proposal: proposal), in: &canvas, size: size, proposal: proposal)
    }
  }

  /// What a stack asks of `record` besides its sizes (its priority, and whether it is
  /// a spacer), as each layout answers it; the children's answers must be known.
  func stackClaims(of record: Int) -> (priority: Double, fills: Bool) {
    let children = self.children(of: record)
    let only = children.count == 1 ? children[0].record : nil
    let contentPriority = only.map { priorities[$0] } ?? 0
    let contentFills = only.map { fillsRemainingSpace[$0] } ?? false
    switch kinds[record] {
    case .spacer: return (0, true)
    case .text, .divider, .glyphGrid: return (0, contentFills)
    case .zStack: return (0, contentFills)
    case .priority: return (layoutPriorities[Int(parameters[record])], contentFills)
    case .layered:
      let base = layered[Int(parameters[record])].baseCount
      let first = children.first.map { priorities[$0.record] } ?? 0
      return (base == 1 ? first : 0, contentFills)
    case .firstFitting:
      let isSingle = firstFittings[Int(parameters[record])].source.count == 1
      return isSingle ? (contentPriority, contentFills) : (0, false)
    case .lazyStack: return (0, false)
    case .body, .stack, .padding, .border, .frame, .style, .opaque, .keyBindings, .wholeRow:
      return (contentPriority, contentFills)
    }
  }
}
