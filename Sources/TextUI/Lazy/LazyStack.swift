/// A row of one view per element that builds only the elements it shows.
///
/// `HStack { ForEach(days) { DayCell(day: $0) } }` builds, compares and measures a node
/// for every day on every pass that evaluates it, visible or not: fine for a week, not
/// for 10,000 days. A lazy stack keeps the data and the closure instead, and builds an
/// element's view only when layout reaches it: offered a width, it shows the longest
/// run of consecutive elements that fits, around the `anchor` element (centred on it as
/// far as the ends allow), measuring only those and the first that does not fit.
///
/// ```swift
/// LazyHStack(days, anchor: selectedIndex, alignment: .top, spacing: 1) { day in
///   DayCell(day: day)
/// }
/// ```
///
/// Use it for a collection that can grow past what a screen shows and where showing a
/// window of it is right (a picker, a list that keeps its highlight visible). Use a
/// stack of a ``ForEach`` for everything else: a lazy stack never shows more than fits,
/// so where a stack would let its last elements be cut off, a lazy stack leaves them
/// out. When every element fits, both draw the same cells: the run is laid out by the
/// same rules as ``HStack``.
///
/// Elements are identified by id as in a ``ForEach`` (ids must be unique), so an
/// element keeps its node while it stays in view and is evaluated again only when its
/// value changes. Elements that a pass neither measured nor drew are dropped when the
/// pass ends. Inside a ``ViewThatFits``, a lazy stack answers "do all of you fit?" by
/// measuring elements until one does not, not all of them. Asked for its ideal or
/// maximum width, it measures as far as the frame reaches. Like a `ForEach`, it is equal
/// only to its own copies (its closure cannot be compared).
public struct LazyHStack<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  _ClosureValue
{
  /// The elements.
  public var data: Data { didSet { identity = ClosureIdentity() } }
  /// The position (0 for the first element) kept in view; `nil` for the first.
  public var anchor: Int? { didSet { identity = ClosureIdentity() } }
  /// How elements of different heights line up.
  public var alignment: VerticalAlignment { didSet { identity = ClosureIdentity() } }
  /// Columns between adjacent elements.
  public var spacing: Int { didSet { identity = ClosureIdentity() } }
  private(set) var identify: (Data.Element) -> ID
  private(set) var content: (Data.Element) -> Content
  /// Made with the value, shared by its copies, made again when a property is set: what
  /// `==` compares.
  private var identity = ClosureIdentity()

  /// A row of `data`'s elements, identified by the value at `id`, kept around `anchor`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, anchor: Int? = nil,
    alignment: VerticalAlignment = .center, spacing: Int = 0,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.anchor = anchor
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.identify = { $0[keyPath: id] }
    self.content = content
  }

  /// `Never`: a lazy stack is a primitive that the engine lays out itself.
  public typealias Body = Never

  /// Whether both are copies of one stack: `content` is a closure and cannot be compared
  /// (as ``ForEach``).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

  /// Engine hook: keeps the data for layout to build elements from (`LazyItems`).
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    let stack = StackLayout(
      axis: .horizontal, alignment: AxisAlignment(view.alignment), spacing: view.spacing)
    return LazyStackLayout.resolve(
      LazySource(view.data, identify: view.identify, content: view.content),
      anchor: view.anchor, stack: stack, children: &children)
  }
}

extension LazyHStack where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A row of `data`'s elements, identified by each element's `id`, kept around `anchor`.
  public init(
    _ data: Data, anchor: Int? = nil, alignment: VerticalAlignment = .center, spacing: Int = 0,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(
      data, id: \.id, anchor: anchor, alignment: alignment, spacing: spacing, content: content)
    self.identify = { $0.id }
  }
}

/// A column of one view per element that builds only the elements it shows: the
/// vertical ``LazyHStack`` (read it for when to use one).
///
/// ```swift
/// LazyVStack(rows, id: \.id, anchor: highlightedIndex, alignment: .leading) { row in
///   Row(props: row)
/// }
/// ```
public struct LazyVStack<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  _ClosureValue
{
  /// The elements.
  public var data: Data { didSet { identity = ClosureIdentity() } }
  /// The position (0 for the first element) kept in view; `nil` for the first.
  public var anchor: Int? { didSet { identity = ClosureIdentity() } }
  /// How elements of different widths line up.
  public var alignment: HorizontalAlignment { didSet { identity = ClosureIdentity() } }
  /// Rows between adjacent elements.
  public var spacing: Int { didSet { identity = ClosureIdentity() } }
  private(set) var identify: (Data.Element) -> ID
  private(set) var content: (Data.Element) -> Content
  /// Made with the value, shared by its copies, made again when a property is set: what
  /// `==` compares.
  private var identity = ClosureIdentity()

  /// A column of `data`'s elements, identified by the value at `id`, kept around
  /// `anchor`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, anchor: Int? = nil,
    alignment: HorizontalAlignment = .center, spacing: Int = 0,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.anchor = anchor
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.identify = { $0[keyPath: id] }
    self.content = content
  }

  /// `Never`: a lazy stack is a primitive that the engine lays out itself.
  public typealias Body = Never

  /// Whether both are copies of one stack: `content` is a closure and cannot be compared
  /// (as ``ForEach``).
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

  /// Engine hook: keeps the data for layout to build elements from (`LazyItems`).
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    let stack = StackLayout(
      axis: .vertical, alignment: AxisAlignment(view.alignment), spacing: view.spacing)
    return LazyStackLayout.resolve(
      LazySource(view.data, identify: view.identify, content: view.content),
      anchor: view.anchor, stack: stack, children: &children)
  }
}

extension LazyVStack where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A column of `data`'s elements, identified by each element's `id`, kept around
  /// `anchor`.
  public init(
    _ data: Data, anchor: Int? = nil, alignment: HorizontalAlignment = .center, spacing: Int = 0,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(
      data, id: \.id, anchor: anchor, alignment: alignment, spacing: spacing, content: content)
    self.identify = { $0.id }
  }
}

extension LazyStackLayout {
  /// Takes over the items the stack's node held (a new node starts with none) and hands
  /// them the new data.
  @MainActor static func resolve(
    _ source: LazySource, anchor: Int?, stack: StackLayout, children: inout _ChildList
  ) -> _Layout {
    let owner = children.owner
    let items =
      (owner.layout as? Self)?.items
      ?? LazyItems(
        owner: owner, axis: stack.axis, source: source, context: children.pass.context)
    items.update(source: source, anchor: anchor, into: &children)
    return _Layout(Self(stack: stack, items: items))
  }
}
