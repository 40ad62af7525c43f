// Each primitive's record: its kind, its parameters in the kind's table (appended before
// its content is lowered, which may hold records of the same kind), and its content's
// records inside it, laid out along the axis the retained engine gives them (a stack's
// own axis; none inside a ZStack or an overlay's layer).

extension Text {
  /// Engine hook: a text record.
  @MainActor public static func _lower(_ view: Text, into lowering: inout _Lowering) {
    let store = lowering.store
    lowering.appendLeaf(.text, for: Text.self, parameter: store.texts.count)
    store.texts.append(TextLines(view, buffer: store.takeGlyphBuffer()))
  }
}

extension Spacer {
  /// Engine hook: a spacer record.
  @MainActor public static func _lower(_ view: Spacer, into lowering: inout _Lowering) {
    let store = lowering.store
    lowering.appendLeaf(.spacer, for: Spacer.self, parameter: store.spacers.count)
    store.spacers.append(SpacerLayout(minLength: view.minLength))
  }
}

extension Divider {
  /// Engine hook: a divider record.
  @MainActor public static func _lower(_ view: Divider, into lowering: inout _Lowering) {
    let store = lowering.store
    lowering.appendLeaf(.divider, for: Divider.self, parameter: store.dividers.count)
    store.dividers.append(DividerLayout(style: view.style))
  }
}

extension GlyphGrid {
  /// Engine hook: a glyph grid record.
  @MainActor public static func _lower(_ view: GlyphGrid, into lowering: inout _Lowering) {
    let store = lowering.store
    lowering.appendLeaf(.glyphGrid, for: GlyphGrid.self, parameter: store.grids.count)
    store.grids.append(GlyphGridLayout(view))
  }
}

extension HStack {
  /// Engine hook: a stack record, its children along the horizontal axis.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    lowering.appendStack(
      StackLayout(
        axis: .horizontal, alignment: AxisAlignment(view.alignment), spacing: view.spacing),
      for: Self.self, around: view.content)
  }
}

extension VStack {
  /// Engine hook: a stack record, its children along the vertical axis.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    lowering.appendStack(
      StackLayout(
        axis: .vertical, alignment: AxisAlignment(view.alignment), spacing: view.spacing),
      for: Self.self, around: view.content)
  }
}

extension _Lowering {
  /// A stack's record: `stack` lays out `content`'s records along its axis.
  mutating func appendStack<Content: View>(
    _ stack: StackLayout, for type: Any.Type, around content: Content
  ) {
    store.stacks.append(stack)
    append(
      .stack, for: type, parameter: store.stacks.count - 1, around: content,
      along: .stack(stack.axis))
  }
}

extension ZStack {
  /// Engine hook: a record of layers, its children outside any stack.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    let store = lowering.store
    store.zStacks.append(LayersLayout(alignment: view.alignment))
    lowering.append(
      .zStack, for: Self.self, parameter: store.zStacks.count - 1, around: view.content,
      along: .none)
  }
}

extension Padded {
  /// Engine hook: a padding record around the content.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    let store = lowering.store
    store.paddings.append(PaddingLayout(insets: view.insets))
    lowering.append(
      .padding, for: Self.self, parameter: store.paddings.count - 1, around: view.content)
  }
}

extension Bordered {
  /// Engine hook: a border record around the content.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    let store = lowering.store
    store.borders.append(
      BorderLayout(
        style: view.style, title: view.title.map(ShapedText.init), lineStyle: view.lineStyle))
    lowering.append(
      .border, for: Self.self, parameter: store.borders.count - 1, around: view.content)
  }
}

extension Framed {
  /// Engine hook: a frame record around the content.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    let store = lowering.store
    store.frames.append(
      FrameLayout(width: view.width, height: view.height, alignment: view.alignment))
    lowering.append(
      .frame, for: Self.self, parameter: store.frames.count - 1, around: view.content)
  }
}

extension Styled {
  /// Engine hook: a style record around the content.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    let store = lowering.store
    store.styles.append(StyleLayout(style: view.style))
    lowering.append(
      .style, for: Self.self, parameter: store.styles.count - 1, around: view.content)
  }
}

extension Prioritized {
  /// Engine hook: a priority record around the content.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    let store = lowering.store
    store.layoutPriorities.append(view.priority)
    lowering.append(
      .priority, for: Self.self, parameter: store.layoutPriorities.count - 1,
      around: view.content)
  }
}

extension Opaque {
  /// Engine hook: an opaque record around the content.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    lowering.append(.opaque, for: Self.self, around: view.content)
  }
}

extension KeyBound {
  /// Engine hook: a record of key bindings around the content.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    let store = lowering.store
    store.keyBindings.append(view.bindings)
    lowering.append(
      .keyBindings, for: Self.self, parameter: store.keyBindings.count - 1,
      around: view.content)
  }
}

extension Layered {
  /// Engine hook: a layered record, the base's records first and then the layer's,
  /// which lies outside any stack.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    let store = lowering.store
    let parameter = store.layered.count
    let record = lowering.open(.layered, for: Self.self, parameter: parameter)
    // The slot is taken before the base is lowered: an overlay inside the base takes
    // the next one.
    store.layered.append(
      LayeredLayout(baseCount: 0, alignment: view.alignment, inFront: view.inFront))
    let first = store.count
    lowering.lower(step: view.base)
    store.layered[parameter].baseCount = store.directChildren(from: first)
    lowering.axis = nil
    lowering.lower(step: view.layer)
    lowering.close(record)
  }
}

extension TruncatingHStack {
  /// Engine hook: a row of whole children, laid out along the horizontal axis.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    let store = lowering.store
    store.wholeRows.append(
      WholeChildrenLayout(alignment: AxisAlignment(view.alignment), spacing: view.spacing))
    lowering.append(
      .wholeRow, for: Self.self, parameter: store.wholeRows.count - 1, around: view.content,
      along: .stack(.horizontal))
  }
}

extension ViewThatFits {
  /// Engine hook: a record whose alternatives are lowered when layout first asks
  /// whether they fit; a single one at once, as its children.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    let store = lowering.store
    let source: LateSource
    if let block = view.content as? any ViewBlock {
      let views = block.views
      source = LateSource(count: views.count) { index, lowering in
        lowering.lower(step: views[index])
      }
    } else {
      let content = view.content
      source = LateSource(count: 1) { _, lowering in Content._lower(content, into: &lowering) }
    }
    let parameter = store.firstFittings.count
    let record = lowering.open(.firstFitting, for: Self.self, parameter: parameter)
    store.firstFittings.append(
      FirstFittingRecord(
        axes: view.axes, source: source, built: Array(repeating: nil, count: source.count)))
    if source.count == 1 { source.lower(0, &lowering) }
    lowering.close(record)
  }
}

extension LazyHStack {
  /// Engine hook: a record whose items are lowered when layout first reaches them.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    lowering.appendLazyStack(
      StackLayout(
        axis: .horizontal, alignment: AxisAlignment(view.alignment), spacing: view.spacing),
      for: Self.self, data: view.data, anchor: view.anchor, identify: view.identify,
      content: view.content)
  }
}

extension LazyVStack {
  /// Engine hook: a record whose items are lowered when layout first reaches them.
  @MainActor public static func _lower(_ view: Self, into lowering: inout _Lowering) {
    lowering.appendLazyStack(
      StackLayout(
        axis: .vertical, alignment: AxisAlignment(view.alignment), spacing: view.spacing),
      for: Self.self, data: view.data, anchor: view.anchor, identify: view.identify,
      content: view.content)
  }
}

extension _Lowering {
  /// A lazy stack's record: `stack` lays out the items of `data` that it shows, each
  /// made by `content` and named by its id, lowered when layout first reaches it.
  mutating func appendLazyStack<Data: RandomAccessCollection, ID: Hashable, Content: View>(
    _ stack: StackLayout, for type: Any.Type, data: Data, anchor: Int?,
    identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content
  ) {
    let count = data.count
    let source = LateSource(count: count) { index, lowering in
      let element = data[data.index(data.startIndex, offsetBy: index)]
      lowering.lower(element: content(element)) { (NodeKey.ElementID(identify(element)), 0) }
    }
    let parameter = store.lazyStacks.count
    close(open(.lazyStack, for: type, parameter: parameter))
    store.lazyStacks.append(
      LazyStackRecord(
        stack: stack, source: source, anchor: min(max(anchor ?? 0, 0), max(count - 1, 0)),
        items: []))
  }
}
