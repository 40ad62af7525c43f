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
  private var identify: (Data.Element) -> ID
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
    // `content` may read observable state, so it runs tracked even inside a primitive.
    list.reserveCapacity(forAnother: view.data.count)
    list.observing { list in
      var elements = ElementAppender(
        identify: view.identify, content: view.content, count: view.data.count)
      // Walked through a buffer when the data has one (an array does): iterating a
      // generic collection reads each element through the collection's subscript
      // accessor, which allocates its frame when the type is not known at compile time,
      // one `malloc` per element.
      let walked: Void? = view.data.withContiguousStorageIfAvailable { buffer in
        for element in buffer { elements.append(element, to: &list) }
      }
      if walked == nil {
        for element in view.data { elements.append(element, to: &list) }
      }
    }
  }

  /// Appends elements' views under their ids, telling apart the repeats of an id.
  ///
  /// Ids are nearly always unique: a set of the ids seen answers that; the repeats of an
  /// id are only counted when there are some. Ids are held as node keys hold them (no
  /// `AnyHashable`), and the closures are read once, not per element. (A struct, not a
  /// local function: variables a local function captures are boxed on the heap and each
  /// access to them checked at run time.)
  private struct ElementAppender {
    let identify: (Data.Element) -> ID
    let content: (Data.Element) -> Content
    var seen: Set<NodeKey.ElementID>
    var repeats: [NodeKey.ElementID: Int] = [:]

    init(
      identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
      count: Int
    ) {
      self.identify = identify
      self.content = content
      self.seen = Set(minimumCapacity: count)
    }

    @MainActor mutating func append(_ element: Data.Element, to list: inout _ChildList) {
      let id = NodeKey.ElementID(identify(element))
      var occurrence = 0
      if !seen.insert(id).inserted {
        occurrence = repeats[id, default: 0] + 1
        repeats[id] = occurrence
      }
      list.append(content(element), id: id, occurrence: occurrence)
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views for `data`, identified by each element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
    self.identify = { $0.id }
  }
}
