@testable import TextUI

/// Structural access to a ``TreeSpec``, so random steps can find a node and change it.
extension TreeSpec {
  /// The specs nested directly in this one, in order.
  var children: [TreeSpec] {
    switch self {
    case .text, .spacer, .divider, .observed, .grid: []
    case .hstack(let children, _, _), .vstack(let children, _, _), .zstack(let children, _):
      children
    case .padding(let child, _), .border(let child, _, _), .fixedFrame(let child, _, _, _),
      .flexibleFrame(let child, _, _, _), .priority(let child, _):
      [child]
    case .overlay(let base, let layer, _, _): [base, layer]
    case .fitting(let first, let second, _): [first, second]
    case .optional(let child): child.map { [$0] } ?? []
    case .list(let items, _): items.map(\.spec)
    }
  }

  /// This spec with its nested specs replaced, in order, by `new`.
  func replacingChildren(_ new: [TreeSpec]) -> TreeSpec {
    switch self {
    case .text, .spacer, .divider, .observed, .grid: self
    case .hstack(_, let spacing, let alignment):
      .hstack(new, spacing: spacing, alignment: alignment)
    case .vstack(_, let spacing, let alignment):
      .vstack(new, spacing: spacing, alignment: alignment)
    case .zstack(_, let alignment): .zstack(new, alignment: alignment)
    case .padding(_, let insets): .padding(new[0], insets)
    case .border(_, let style, let title): .border(new[0], style, title: title)
    case .fixedFrame(_, let width, let height, let alignment):
      .fixedFrame(new[0], width: width, height: height, alignment: alignment)
    case .flexibleFrame(_, let minWidth, let maxWidth, let maxHeight):
      .flexibleFrame(new[0], minWidth: minWidth, maxWidth: maxWidth, maxHeight: maxHeight)
    case .priority(_, let priority): .priority(new[0], priority)
    case .overlay(_, _, let alignment, let inFront):
      .overlay(new[0], new[1], alignment, inFront: inFront)
    case .fitting(_, _, let acrossOnly): .fitting(new[0], new[1], acrossOnly: acrossOnly)
    case .optional(let child): .optional(child == nil ? nil : new[0])
    case .list(let items, let horizontal):
      .list(
        zip(items, new).map { ListItem(id: $0.id, spec: $1) }, horizontal: horizontal)
    }
  }

  /// The number of specs in this tree, this one included, for which `isMatch` holds.
  func count(where isMatch: (TreeSpec) -> Bool) -> Int {
    (isMatch(self) ? 1 : 0) + children.reduce(0) { $0 + $1.count(where: isMatch) }
  }

  /// This tree with the `target`th matching spec (in pre-order, from 0) transformed.
  func transforming(
    match target: Int, where isMatch: (TreeSpec) -> Bool, _ transform: (TreeSpec) -> TreeSpec
  ) -> TreeSpec {
    var seen = 0
    return transformed(&seen, target, isMatch, transform)
  }

  private func transformed(
    _ seen: inout Int, _ target: Int, _ isMatch: (TreeSpec) -> Bool,
    _ transform: (TreeSpec) -> TreeSpec
  ) -> TreeSpec {
    if isMatch(self) {
      seen += 1
      if seen - 1 == target { return transform(self) }
    }
    var new: [TreeSpec] = []
    for child in children { new.append(child.transformed(&seen, target, isMatch, transform)) }
    return replacingChildren(new)
  }

  var isText: Bool {
    if case .text = self { return true }
    return false
  }

  var isGrid: Bool {
    if case .grid = self { return true }
    return false
  }

  var isList: Bool {
    if case .list = self { return true }
    return false
  }
}

/// One random change between two passes of the gating property test.
@MainActor
struct TreeStepper {
  var generator: TreeGenerator

  /// Applies one random change to the tree, the size or the store; returns what it did.
  mutating func step(_ tree: inout TreeSpec, _ size: inout Size, _ store: Store) -> String {
    switch Int.random(in: 0..<6, using: &generator.random) {
    case 0 where tree.count(where: \.isText) > 0:
      let target = Int.random(in: 0..<tree.count(where: \.isText), using: &generator.random)
      let string = generator.string()
      tree = tree.transforming(match: target, where: \.isText) { spec in
        guard case .text(_, let lineLimit, let alignment) = spec else { return spec }
        return .text(string, lineLimit: lineLimit, alignment: alignment)
      }
      return "text #\(target) = \(string.debugDescription)"
    case 1 where tree.count(where: \.isList) > 0:
      let target = Int.random(in: 0..<tree.count(where: \.isList), using: &generator.random)
      var edit = ""
      tree = tree.transforming(match: target, where: \.isList) { spec in
        guard case .list(var items, let horizontal) = spec else { return spec }
        edit = editList(&items)
        return .list(items, horizontal: horizontal)
      }
      return "list #\(target): \(edit)"
    case 2:
      size = generator.size()
      return "resize to \(size)"
    case 3:
      let slot = StoreSlot.allCases.randomElement(using: &generator.random)!
      let string = generator.string()
      store[slot] = string
      return "store.\(slot) = \(string.debugDescription)"
    case 4:
      let anySpec: (TreeSpec) -> Bool = { _ in true }
      let target = Int.random(in: 0..<tree.count(where: anySpec), using: &generator.random)
      let replacement = generator.tree(depth: 2)
      tree = tree.transforming(match: target, where: anySpec) { _ in replacement }
      return "subtree #\(target) replaced"
    case 5 where tree.count(where: \.isGrid) > 0:
      let target = Int.random(in: 0..<tree.count(where: \.isGrid), using: &generator.random)
      let replacement = generator.grid()
      tree = tree.transforming(match: target, where: \.isGrid) { _ in replacement }
      return "grid #\(target) = \(replacement)"
    default:
      return "nothing changed"
    }
  }

  /// Inserts, removes, moves or reorders items, keeping ids unique.
  private mutating func editList(_ items: inout [ListItem]) -> String {
    switch Int.random(in: 0..<4, using: &generator.random) {
    case 0:
      let id = (items.map(\.id).max() ?? -1) + 1
      let index = Int.random(in: 0...items.count, using: &generator.random)
      items.insert(ListItem(id: id, spec: generator.tree(depth: 3)), at: index)
      return "insert \(id) at \(index)"
    case 1 where !items.isEmpty:
      let index = Int.random(in: 0..<items.count, using: &generator.random)
      items.remove(at: index)
      return "remove at \(index)"
    case 2 where items.count > 1:
      let from = Int.random(in: 0..<items.count, using: &generator.random)
      let item = items.remove(at: from)
      let to = Int.random(in: 0...items.count, using: &generator.random)
      items.insert(item, at: to)
      return "move \(from) to \(to)"
    default:
      items.shuffle(using: &generator.random)
      return "shuffle"
    }
  }
}
