import Foundation

/// What ``Renderer/Memoization/checked`` found when a gated pass drew something a fresh
/// renderer would not: the view whose reuse hid a change, and the cells that differ.
///
/// A gated pass reuses a view whose value is `==` its last one and whose observed
/// properties did not change. If that `==` skips a field the body reads (or a body reads
/// state that is neither stored nor observed), the reused frame is stale. The check
/// renders the same view with a renderer that has no nodes, compares, and names the
/// shallowest reused view whose fresh drawing differs.
public struct GatingFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The traced names from the root to the culprit, app-declared views only:
  /// `Screen / RowList / Row["b"]`; empty when no reused view's drawing differs.
  public var path: [String]
  /// The culprit's type, as Swift spells it.
  public var type: String
  /// The culprit's stored fields: what its `==` had to compare.
  public var fields: [String]
  /// The fields whose values differ between the reused value and the fresh one: the ones
  /// its `==` ignored (`wide false -> true`).
  public var differences: [String]
  /// The rows that differ, each as the span of differing cells in the gated frame and in
  /// the fresh one: `row 2, columns 3-4: "21C" -> "21F"`; then the key bindings, when
  /// they differ.
  public var cells: [String]
  /// How many cells differ in all.
  public var cellCount: Int
  /// How many rows differ in all (``cells`` lists the first few).
  public var rowCount: Int

  /// The most differing rows a failure lists.
  static let listedRows = 8

  /// Several lines: what was reused, what its `==` compared, and the cells.
  public var description: String {
    var lines = ["gating check failed: a gated pass drew what a fresh render does not"]
    if path.isEmpty {
      lines.append(
        "  no reused view draws differently: a body read state it neither stores nor observes")
    } else {
      lines.append("  reused view: \(path.joined(separator: " / ")) (\(type))")
      let compared = fields.isEmpty ? "no stored fields" : fields.joined(separator: ", ")
      lines.append("  its == compared equal; its fields: \(compared)")
      let differing =
        differences.isEmpty ? "none that reflection shows" : differences.joined(separator: "; ")
      lines.append("  fields that differ from a fresh evaluation: \(differing)")
    }
    let rowWord = rowCount == 1 ? "row" : "rows"
    lines.append("  cells that differ (gated -> fresh): \(cellCount) in \(rowCount) \(rowWord)")
    lines += cells.map { "    " + $0 }
    let unlisted = rowCount - min(rowCount, Self.listedRows)
    if unlisted > 0 { lines.append("    and \(unlisted) more rows") }
    return lines.joined(separator: "\n")
  }
}

/// Renders a view fresh and compares it with a gated pass: the engine of
/// ``Renderer/Memoization/checked``.
@MainActor
enum GatingCheck {
  /// Whether `STRATUS_CHECK_GATING=1` asks every renderer made with `.enabled` to check.
  static let isRequestedByEnvironment =
    ProcessInfo.processInfo.environment["STRATUS_CHECK_GATING"] == "1"

  /// The failure of a gated pass that drew `frame` with `bindings` from the tree below
  /// `root`, or `nil` when a fresh renderer (with the same `truncationMark`) draws the
  /// same.
  static func check<V: View>(
    _ view: V, size: Size, frame: Frame, bindings: [KeyBinding], root: Node, pass: Int,
    truncationMark: Unicode.Scalar
  ) -> GatingFailure? {
    // The same renderer in all but its caches: a fresh one with another truncation mark
    // would report every cut text as a gating failure.
    let fresh = Renderer(
      memoization: .enabled, truncationMark: truncationMark, checksFromEnvironment: false)
    let freshFrame = fresh.render(view, size: size)
    let (rows, cellCount) = differingRows(frame, freshFrame)
    // Bindings are compared as a user sees them, key and label: the fresh render made
    // new actions, which are never equal to the gated pass's (see `Action`).
    let bindingsDiffer = !bindings.elementsEqual(fresh.keyBindings) {
      $0.key == $1.key && $0.label == $1.label
    }
    guard cellCount > 0 || bindingsDiffer else { return nil }
    var failure = GatingFailure(
      path: [], type: "", fields: [], differences: [],
      cells: Array(rows.prefix(GatingFailure.listedRows)), cellCount: cellCount,
      rowCount: rows.count)
    if bindingsDiffer {
      failure.cells.append(
        "key bindings: \(bindings.map(\.label)) -> \(fresh.keyBindings.map(\.label))")
    }
    if let (reused, freshNode, path) = culprit(
      root, in: frame, fresh.rootNode, in: freshFrame, pass: pass)
    {
      failure.path = path
      failure.type = reused.typeName
      failure.fields = reused.fieldNames
      failure.differences = reused.differences(from: freshNode)
    }
    return failure
  }

  /// The shallowest node reused in `pass` whose drawing (or, for a primitive, value)
  /// differs from the node at the same place in the fresh tree.
  private static func culprit(
    _ gated: Node, in frame: Frame, _ fresh: Node, in freshFrame: Frame, pass: Int
  ) -> (Node, Node, [String])? {
    var level: [(Node, Node, [String])] = [(gated, fresh, [])]
    while !level.isEmpty {
      var next: [(Node, Node, [String])] = []
      for (node, freshNode, path) in level {
        let freshChildren = Dictionary(
          freshNode.children.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for child in node.children {
          guard let freshChild = freshChildren[child.key] else { continue }
          let childPath = child.isEngineView ? path : path + [child.traceName]
          let reused = child.visit.pass == pass && child.visit.outcome == .reused
          if reused {
            if child.drawsDifferently(in: frame, from: freshChild, in: freshFrame) {
              // The culprit is named even when it is one of the engine's views.
              return (child, freshChild, child.isEngineView ? path + [child.traceName] : childPath)
            }
          } else {
            next.append((child, freshChild, childPath))
          }
        }
      }
      level = next
    }
    return nil
  }

  /// For each row with differing cells, the span from the first to the last of them in
  /// both frames: `row 1, columns 51-78: "Sun 15:00 …" -> "Sun 15:05 …"` (from 1).
  static func differingRows(_ gated: Frame, _ fresh: Frame) -> (rows: [String], cells: Int) {
    guard gated != fresh else { return ([], 0) }
    var rows: [String] = []
    var cells = 0
    for y in 0..<max(gated.height, fresh.height) {
      let differing = (0..<max(gated.width, fresh.width)).filter {
        Array(gated[$0, y].utf8) != Array(fresh[$0, y].utf8)
      }
      guard let first = differing.first, let last = differing.last else { continue }
      cells += differing.count
      let span = first...last
      let columns = first == last ? "column \(first + 1)" : "columns \(first + 1)-\(last + 1)"
      let old = span.map { gated[$0, y] }.joined()
      let new = span.map { fresh[$0, y] }.joined()
      rows.append(
        "row \(y + 1), \(columns): \(String(reflecting: old)) -> \(String(reflecting: new))")
    }
    return (rows, cells)
  }
}
