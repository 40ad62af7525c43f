/// What a first pass reports: every record below the root evaluated once, for the
/// first time.
extension ViewStore {
  /// The counts of a first pass over this store, in which `cellsDrawn` cells were drawn.
  /// Record 0 is the root above the views, which a trace and the counts leave out.
  func firstPassStatistics(cellsDrawn: Int) -> RenderStatistics {
    var bodies = 0
    for record in 1..<count where kinds[record] == .body { bodies += 1 }
    return RenderStatistics(
      bodiesEvaluated: bodies, nodesEvaluated: count - 1, cellsDrawn: cellsDrawn)
  }

  /// The trace of a first pass: each record below the root, in tree order, evaluated
  /// because it is new, nested as the records are.
  func firstPassTrace() -> RenderTrace {
    var entries: [RenderTrace.Entry] = []
    entries.reserveCapacity(count - 1)
    // By children, not by position: records lowered while laying out lie after the rest.
    func visit(_ record: Int, depth: Int) {
      for child in children(of: record).map(\.record) {
        let type = types[child]
        entries.append(
          RenderTrace.Entry(
            depth: depth, view: RenderTrace.name(of: type, element: elementKeys[Int32(child)]),
            event: .evaluated(.first),
            isEngineView: String(reflecting: type).hasPrefix("TextUI.")))
        visit(child, depth: depth + 1)
      }
    }
    visit(0, depth: 0)
    return RenderTrace(entries: entries)
  }
}
