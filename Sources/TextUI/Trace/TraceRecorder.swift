/// Collects a pass's trace while it runs, then reads it out in tree order.
///
/// Building the tree and drawing it visit nodes in different orders (drawing reaches
/// the children of a reused view only when it is drawn at another size), so events are
/// kept per node and the entries are read from the finished tree.
///
/// Reading them out walks down only to the nodes that have something to say: each
/// event marks the node's ancestors, so a pass that reuses the whole screen reads one
/// entry, not every node of the tree. Tracing then costs what the pass did, and typing
/// a long text with tracing on costs the same for each character.
struct TraceRecorder {
  private var events: [ObjectIdentifier: RenderTrace.Event] = [:]
  private var evictions: [ObjectIdentifier: [(name: String, isEngineView: Bool)]] = [:]
  /// The nodes with an event or an eviction below them: the only ones worth walking
  /// down.
  private var leadingToEntries: Set<ObjectIdentifier> = []

  /// Records what happened to `node`; a later event replaces an earlier one (a view
  /// found unchanged is then drawn at another size).
  mutating func record(_ event: RenderTrace.Event, for node: Node) {
    events[ObjectIdentifier(node)] = event
    markAncestors(of: node)
  }

  mutating func recordEviction(of node: Node, from parent: Node) {
    evictions[ObjectIdentifier(parent), default: []].append((node.traceName, node.isEngineView))
    leadingToEntries.insert(ObjectIdentifier(parent))
    markAncestors(of: parent)
  }

  /// Marks the ancestors of `node` as leading to an entry, stopping at the first
  /// already marked: each node is marked once a pass.
  private mutating func markAncestors(of node: Node) {
    var ancestor = node.parent
    while let next = ancestor, leadingToEntries.insert(ObjectIdentifier(next)).inserted {
      ancestor = next.parent
    }
  }

  /// The entries below `root`, depth counting only the ancestors that have entries.
  func trace(below root: Node) -> RenderTrace {
    var entries: [RenderTrace.Entry] = []
    func visit(_ node: Node, depth: Int) {
      for child in node.children {
        let id = ObjectIdentifier(child)
        if let event = events[id] {
          entries.append(
            RenderTrace.Entry(
              depth: depth, view: child.traceName, event: event, isEngineView: child.isEngineView))
          if leadingToEntries.contains(id) { visit(child, depth: depth + 1) }
        } else if leadingToEntries.contains(id) {
          visit(child, depth: depth)
        }
      }
      for (name, isEngineView) in evictions[ObjectIdentifier(node)] ?? [] {
        entries.append(
          RenderTrace.Entry(depth: depth, view: name, event: .evicted, isEngineView: isEngineView))
      }
    }
    visit(root, depth: 0)
    return RenderTrace(entries: entries)
  }
}

extension RenderTrace {
  /// The name a trace shows for a view of `type` at `key`: the type without its generic
  /// arguments, and the ``ForEach`` id it was built for, if any.
  static func name(of type: Any.Type, key: NodeKey) -> String {
    guard let step = key.steps.last, step.kind == .id, let id = key.ids.last else {
      return name(of: type, element: nil)
    }
    return name(of: type, element: (id, step.value))
  }

  /// The name a trace shows for a view of `type` that is the `occurrence` of `id` among
  /// a ``ForEach``'s elements, or no element.
  static func name(
    of type: Any.Type, element: (id: NodeKey.ElementID, occurrence: Int)?
  ) -> String {
    var name = String(describing: type)
    if let generics = name.firstIndex(of: "<") { name = String(name[..<generics]) }
    if let (id, occurrence) = element {
      name += "[\(TraceValue.describe(id.value))"
      name += occurrence == 0 ? "]" : " #\(occurrence + 1)]"
    }
    return name
  }
}
