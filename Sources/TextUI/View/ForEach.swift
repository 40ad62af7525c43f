/// One view per element of a collection, each identified by the element's id.
///
/// Identity by id (not by position) is what lets an element keep its node, and later its
/// cached frame, when elements are inserted, removed or reordered.
///
/// ```swift
/// ForEach(hours, id: \.time) { hour in HourView(hour: hour) }
/// ```
///
/// A `ForEach` is equal only to its own copies, because its `content` closure cannot be
/// compared and may capture anything (`Row(item: $0, wide: wide)`); setting one of its
/// properties makes a new value. A `ForEach` built again by a new evaluation of the view
/// that holds it is therefore new, so `content` runs again for every element, and
/// comparing two never walks their data; each row it builds is still gated by its own
/// `==`, so only the rows whose values changed are evaluated and drawn. Duplicate ids are
/// rendered, but the second and later duplicates are told apart by their occurrence, so
/// give elements unique ids.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  _ClosureValue
where Data: Equatable {
  /// The elements.
  public var data: Data { didSet { identity = ClosureIdentity() } }
  /// The key path of each element's id.
  public var id: KeyPath<Data.Element, ID> { didSet { identity = ClosureIdentity() } }
  /// Builds the view for one element.
  public var content: (Data.Element) -> Content { didSet { identity = ClosureIdentity() } }
  /// Reads an element's id: the key path as a function, which for `Identifiable`
  /// elements is a direct call rather than a key-path lookup.
  private(set) var identify: (Data.Element) -> ID
  /// Made with the value, shared by its copies, made again when a property is set: what
  /// `==` compares.
  private var identity = ClosureIdentity()

  /// Creates views for `data`, identified by the value at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
    self.identify = { $0[keyPath: id] }
  }

  /// `Never`: a `ForEach` contributes one view per element, not a view of its own.
  public typealias Body = Never

  /// Whether both are copies of one `ForEach` (see above): `content` is a closure and
  /// cannot be compared.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

  /// Engine hook: appends each element's view under its id; a repeated id is told apart
  /// by its occurrence.
  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    list.reserveCapacity(forAnother: view.data.count)
    // `content` may read observable state, so it runs tracked even inside a primitive.
    list.observing { list in
      // The closures are read once, not per element.
      let (identify, content) = (view.identify, view.content)
      var occurrences = Occurrences(expecting: view.data.count)
      list.beginElements()
      defer { list.endElements() }
      // Walked through a buffer when the data has one (an array does): iterating a
      // generic collection reads each element through the collection's subscript
      // accessor, which allocates its frame when the type is not known at compile time,
      // one `malloc` per element. By index, each element read once: the buffer's own
      // iterator stores and tests an optional element through the runtime per element.
      let walked: Void? = view.data.withContiguousStorageIfAvailable { buffer in
        for index in buffer.indices {
          let element = buffer[index]
          let id = NodeKey.ElementID(identify(element))
          let occurrence = occurrences.next(of: id) {
            buffer[..<index].map { NodeKey.ElementID(identify($0)) }
          }
          list.appendElement(content(element), id: id, occurrence: occurrence)
        }
      }
      if walked == nil {
        for (offset, element) in view.data.enumerated() {
          let id = NodeKey.ElementID(identify(element))
          let occurrence = occurrences.next(of: id) {
            view.data.prefix(offset).map { NodeKey.ElementID(identify($0)) }
          }
          list.appendElement(content(element), id: id, occurrence: occurrence)
        }
      }
    }
  }
}

/// Tells apart the repeats of an id among a ``ForEach``'s elements: 0 for its first
/// occurrence, 1 for the next, and so on.
///
/// Ids are nearly always unique. While they are integers in increasing order (rows
/// numbered in order, keys from a sorted table) none can repeat one before it, so only
/// the last is kept and nothing is hashed. At the first that is not, the ids before it
/// are read again (`earlier`) into a set of the ids seen, which answers from then on; the
/// repeats of an id are only counted when there are some. Ids are held as node keys hold
/// them (no `AnyHashable`). Not generic, and not a local function: a generic helper's
/// metadata is looked up on every call (about 300 instructions an element), and the
/// variables a local function captures are boxed on the heap and checked on every access.
struct Occurrences {
  private let expected: Int
  /// The last id, while every id so far is an integer greater than the one before it.
  private var lastIncreasing = Int.min
  private var isIncreasing = true
  private var seen: Set<NodeKey.ElementID> = []
  private var repeats: [NodeKey.ElementID: Int] = [:]

  init(expecting count: Int) {
    expected = count
  }

  /// The occurrence of `id` that comes next; `earlier` gives the ids before it, and is
  /// called at most once, when the ids stop increasing.
  mutating func next(of id: NodeKey.ElementID, earlier: () -> [NodeKey.ElementID]) -> Int {
    if isIncreasing {
      if let number = id.integer, number > lastIncreasing {
        lastIncreasing = number
        return 0
      }
      isIncreasing = false
      seen.reserveCapacity(expected)
      for earlierID in earlier() { seen.insert(earlierID) }
    }
    guard !seen.insert(id).inserted else { return 0 }
    let occurrence = repeats[id, default: 0] + 1
    repeats[id] = occurrence
    return occurrence
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views for `data`, identified by each element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
    self.identify = { $0.id }
  }
}
