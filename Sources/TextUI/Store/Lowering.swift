/// Where a view lowers itself into a `ViewStore`: the store, and where in the tree
/// the next record goes. Engine type.
///
/// A view's ``View/_lower(_:into:)`` opens a record for itself (a primitive, or a view
/// with a body), lowers its content inside it, and closes it; list-like views
/// (``TupleView``, ``ForEach``, ``Group``, optionals, `if`/`else`) open none and lower
/// their elements where they stand. Nothing is matched and nothing is compared: this is
/// a first pass.
@MainActor
public struct _Lowering {
  /// The store being filled.
  let store: ViewStore
  /// Whether the pass records a trace: then each `ForEach` element's id is kept, to
  /// name it (`Row["oslo"]`); otherwise no id is worked out at all.
  let isTracing: Bool
  /// The record the next one goes under, or -1 at the top.
  private var parent: Int32 = -1
  /// The axis of the stack the next records are laid out in.
  var axis: Axis?
  /// The `ForEach` id of the view being lowered, when it is lowered directly as a
  /// `ForEach` element (a view inside a tuple inside an element is not named by it,
  /// as in the retained engine's keys).
  private var elementKey: (id: NodeKey.ElementID, occurrence: Int)?

  /// A lowering into `store` whose records go under `parent` (-1 for the top), laid
  /// out along `axis`.
  init(store: ViewStore, isTracing: Bool, parent: Int32 = -1, axis: Axis? = nil) {
    self.store = store
    self.isTracing = isTracing
    self.parent = parent
    self.axis = axis
  }

  /// What ``open(_:for:parameter:)`` saved, for ``close(_:)`` to restore.
  struct OpenRecord {
    fileprivate let record: Int32
    fileprivate let parent: Int32
    fileprivate let axis: Axis?
  }

  /// Opens a record of `kind` for a view of `type` whose parameters are at `parameter`
  /// in the kind's table; the records lowered until ``close(_:)`` are its subtree.
  mutating func open(_ kind: RecordKind, for type: Any.Type, parameter: Int = -1) -> OpenRecord {
    let record = store.open(kind, type: type, parameter: parameter, parent: parent, axis: axis)
    if let elementKey {
      store.elementKeys[record] = elementKey
      self.elementKey = nil
    }
    let saved = OpenRecord(record: record, parent: parent, axis: axis)
    parent = record
    return saved
  }

  /// Closes the record `open` opened.
  mutating func close(_ open: OpenRecord) {
    store.close(open.record)
    parent = open.parent
    axis = open.axis
  }

  /// A record with no children.
  mutating func appendLeaf(_ kind: RecordKind, for type: Any.Type, parameter: Int) {
    close(open(kind, for: type, parameter: parameter))
  }

  /// The axis a record's content is laid out along.
  enum ContentAxis {
    /// The one the record itself is laid out along (a modifier's content).
    case inherited
    /// A stack's own.
    case stack(Axis)
    /// None: the content is outside any stack (a `ZStack`'s layers).
    case none
  }

  /// A record of `kind` for a view of `type`, with `content`'s records inside it laid
  /// out along `axis`: what a stack or a modifier lowers to. Its parameters must be in
  /// the kind's table at `parameter` already.
  mutating func append<Content: View>(
    _ kind: RecordKind, for type: Any.Type, parameter: Int = -1, around content: Content,
    along axis: ContentAxis = .inherited
  ) {
    let record = open(kind, for: type, parameter: parameter)
    switch axis {
    case .inherited: break
    case .stack(let stackAxis): self.axis = stackAxis
    case .none: self.axis = nil
    }
    Content._lower(content, into: &self)
    close(record)
  }

  /// Lowers a view with a body: its record, and its body's records inside it.
  mutating func appendBody<V: View>(of view: V) {
    let record = open(.body, for: V.self)
    V.Body._lower(view.body, into: &self)
    close(record)
  }

  /// Lowers `view` under one more step of structural identity (a tuple's position, an
  /// `if`'s branch): it is no longer a `ForEach` element itself.
  mutating func lower<V: View>(step view: V) {
    let saved = elementKey
    elementKey = nil
    V._lower(view, into: &self)
    elementKey = saved
  }

  /// Lowers `view` as the `ForEach` element with `id` (worked out only while tracing).
  mutating func lower<V: View>(element view: V, id: () -> (NodeKey.ElementID, Int)) {
    if isTracing { elementKey = id() }
    V._lower(view, into: &self)
    elementKey = nil
  }

  /// Notes, in the store, that a view of `type` cannot be lowered: a primitive with no
  /// record kind (every primitive TextUI declares has one; a type of another module
  /// whose `Body` is `Never` has not). The pass is then drawn by the retained engine.
  mutating func cannotLower(_ type: Any.Type) {
    if store.unsupported == nil { store.unsupported = type }
  }
}
