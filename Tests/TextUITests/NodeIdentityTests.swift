import Testing

@testable import TextUI

/// The node tree keeps each view's node from pass to pass by structural identity; the
/// memoisation built on it needs exactly this.
@MainActor
@Suite struct NodeIdentityTests {
  private struct Item: Equatable, Identifiable {
    var id: String
  }

  private struct List: View {
    var items: [Item]
    var body: some View {
      VStack { ForEach(items) { Text($0.id) } }
    }
  }

  private struct Branch: View {
    var flag: Bool
    var body: some View {
      if flag { Text("a") } else { Text("a") }
    }
  }

  /// The leaf nodes of the last pass, in order.
  private func leaves(_ renderer: Renderer) -> [Node] {
    var result: [Node] = []
    func visit(_ node: Node) {
      if node.children.isEmpty { result.append(node) }
      node.children.forEach(visit)
    }
    renderer.rootNode.children.forEach(visit)
    return result
  }

  @Test func anUnchangedTreeKeepsEveryNode() {
    let renderer = Renderer()
    let view = List(items: [Item(id: "a"), Item(id: "b")])
    _ = renderer.render(view, width: 5, height: 2)
    let before = leaves(renderer)
    _ = renderer.render(view, width: 5, height: 2)
    #expect(leaves(renderer).map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
  }

  @Test func reorderingForEachDataMovesNodesWithTheirIds() {
    let renderer = Renderer()
    let frame1 = renderer.render(List(items: [Item(id: "a"), Item(id: "b")]), width: 1, height: 2)
    let before = leaves(renderer)
    let frame2 = renderer.render(List(items: [Item(id: "b"), Item(id: "a")]), width: 1, height: 2)
    let after = leaves(renderer)
    #expect(frame1.rows == ["a", "b"])
    #expect(frame2.rows == ["b", "a"])
    #expect(after[0] === before[1])
    #expect(after[1] === before[0])
  }

  @Test func removedElementsLoseTheirNodes() {
    let renderer = Renderer()
    _ = renderer.render(List(items: [Item(id: "a"), Item(id: "b")]), width: 1, height: 2)
    let before = leaves(renderer)
    _ = renderer.render(List(items: [Item(id: "b")]), width: 1, height: 2)
    #expect(leaves(renderer).count == 1)
    #expect(leaves(renderer)[0] === before[1])
  }

  @Test func switchingBranchReplacesTheNodeEvenForTheSameType() {
    let renderer = Renderer()
    _ = renderer.render(Branch(flag: true), width: 1, height: 1)
    let before = leaves(renderer)
    _ = renderer.render(Branch(flag: false), width: 1, height: 1)
    #expect(leaves(renderer)[0] !== before[0])
  }

  @Test func duplicateIdsAreStillRendered() {
    let view = List(items: [Item(id: "x"), Item(id: "x")])
    #expect(rows(view, width: 1, height: 2) == ["x", "x"])
  }

  private struct Numbers: View {
    var numbers: [Int]
    var body: some View {
      VStack { ForEach(numbers, id: \.self) { Text("\($0)") } }
    }
  }

  /// The same numbers in a collection with no contiguous storage, which `ForEach` walks
  /// element by element rather than through a buffer.
  private struct Walked: RandomAccessCollection, Equatable {
    var numbers: [Int]
    var startIndex: Int { 0 }
    var endIndex: Int { numbers.count }
    subscript(position: Int) -> Int { numbers[position] }
  }

  private struct WalkedNumbers: View {
    var numbers: Walked
    var body: some View {
      VStack { ForEach(numbers, id: \.self) { Text("\($0)") } }
    }
  }

  /// Integer ids in increasing order are known unique without hashing; a repeat after
  /// such a run (or an equal neighbour) must still be told apart from the first, whether
  /// the data has contiguous storage or not.
  @Test func integerIdsRepeatedAfterAnIncreasingRunAreToldApart() {
    let renderer = Renderer()
    let walking = Renderer()
    for numbers in [
      [1, 2, 3, 2, 5, 3], [4, 4], [7, 8, 9], [9, 8, 7, 9], [Int.min, 0, Int.min],
    ] {
      let frame = renderer.render(Numbers(numbers: numbers), width: 20, height: numbers.count)
      #expect(frame.rows.map { $0.split(separator: " ").joined() } == numbers.map(String.init))
      let keys = leaves(renderer).map(\.key)
      #expect(Set(keys).count == numbers.count, "\(numbers)")
      let walked = walking.render(
        WalkedNumbers(numbers: Walked(numbers: numbers)), width: 20, height: numbers.count)
      #expect(walked.rows == frame.rows)
      #expect(leaves(walking).map(\.key.ids) == keys.map(\.ids), "\(numbers)")
      #expect(leaves(walking).map(\.key.steps) == keys.map(\.steps), "\(numbers)")
    }
    // The second 2 keeps its node when the first one goes.
    _ = renderer.render(Numbers(numbers: [1, 2, 3, 2]), width: 1, height: 4)
    let secondTwo = leaves(renderer)[3]
    _ = renderer.render(Numbers(numbers: [1, 3, 2, 2]), width: 1, height: 4)
    #expect(leaves(renderer)[3] === secondTwo)
  }

  // MARK: Keys: compact, and exact

  private struct Point2: Hashable {
    var x: Int
    var y: Int
  }

  /// A key at `steps` (each an index, or an id when `nil`... see `key(_:ids:)`).
  private func key(_ steps: [(NodeKey.StepKind, Int)], ids: [NodeKey.ElementID] = []) -> NodeKey {
    var path = NodeKey.Steps()
    for (kind, value) in steps { path.append(kind, value) }
    var elementIDs = NodeKey.ElementIDs()
    for id in ids { elementIDs.append(id) }
    return NodeKey(steps: path, ids: elementIDs, type: ObjectIdentifier(Text.self))
  }

  @Test func keysAreEqualExactlyWhenTheirPathsAre() {
    let paths: [[(NodeKey.StepKind, Int)]] = [
      [], [(.index, 0)], [(.index, 1)], [(.branch, 0)], [(.index, 0), (.index, 0)],
      [(.index, 0), (.branch, 1)], [(.index, 16_383)], [(.index, 16_384)], [(.index, 1 << 40)],
      [(.index, -1)], (0..<4).map { (.index, $0) }, (0..<5).map { (.index, $0) },
      (0..<6).map { (.branch, $0 % 2) }, [(.index, 3), (.id, 0)], [(.index, 3), (.id, 1)],
    ]
    let keys = paths.map { key($0) }
    for (i, left) in keys.enumerated() {
      for (j, right) in keys.enumerated() {
        #expect((left == right) == (i == j), "paths \(paths[i]) and \(paths[j])")
      }
      // Built again, a path gives an equal key with an equal hash.
      let again = key(paths[i])
      #expect(again == left && again.hashValue == left.hashValue)
    }
    #expect(Set(keys).count == keys.count)
    #expect(keys[8].steps.last! == (.index, 1 << 40))
    #expect(keys[11].steps.last! == (.index, 4))
    #expect(keys[14].steps.last! == (.id, 1))
  }

  /// Stepping out of a list-like view removes its step in place; the shorter path must
  /// be stored as any path of its steps is (packed again once short enough), or equal
  /// paths would compare unequal.
  @Test func removingTheLastStepGivesThePathBeforeIt() {
    let paths: [[(NodeKey.StepKind, Int)]] = [
      [(.index, 0)], (0..<4).map { (.index, $0) }, (0..<5).map { (.branch, $0 % 2) },
      [(.index, 1), (.index, 16_384)], [(.index, 1 << 40), (.id, 2)], (0..<7).map { (.id, $0) },
    ]
    for path in paths {
      var steps = key(path).steps
      steps.removeLast()
      let shorter = key(Array(path.dropLast())).steps
      #expect(steps == shorter && steps.hashValue == shorter.hashValue, "\(path)")
    }
    var ids = NodeKey.ElementIDs()
    ids.append(.init(1))
    let one = ids
    ids.append(.init("a"))
    ids.removeLast()
    #expect(ids == one)
    ids.removeLast()
    #expect(ids == NodeKey.ElementIDs())
  }

  @Test func idsAreComparedByTypeAndValueWithoutAnyHashable() {
    let ids: [NodeKey.ElementID] = [
      .init(1), .init(2), .init("1"), .init("a long id that is not a small string"),
      .init(Int8(1)), .init(Point2(x: 1, y: 2)), .init(Point2(x: 2, y: 1)),
    ]
    #expect(
      ids.map { "\($0.value)" } == [
        "1", "2", "1", "a long id that is not a small string", "1",
        "Point2(x: 1, y: 2)", "Point2(x: 2, y: 1)",
      ])
    for (i, left) in ids.enumerated() {
      for (j, right) in ids.enumerated() {
        #expect((left == right) == (i == j), "ids \(left) and \(right)")
        #expect((key([(.id, 0)], ids: [left]) == key([(.id, 0)], ids: [right])) == (i == j))
      }
      #expect(NodeKey.ElementID(Point2(x: 1, y: 2)).hashValue == ids[5].hashValue)
    }
    // Nested `ForEach`s: every id on the path counts, in order.
    let outerA = key([(.id, 0), (.id, 0)], ids: [ids[0], ids[1]])
    #expect(outerA == key([(.id, 0), (.id, 0)], ids: [ids[0], ids[1]]))
    #expect(outerA != key([(.id, 0), (.id, 0)], ids: [ids[1], ids[1]]))
    #expect(outerA != key([(.id, 0), (.id, 0)], ids: [ids[1], ids[0]]))
    #expect(outerA != key([(.id, 0)], ids: [ids[1]]))
  }

  private struct Nested: View {
    var items: [Item]
    var count: Int
    var body: some View {
      VStack {
        Text("head")
        Group { Group { Group { Group { Group { ForEach(items) { Text($0.id) } } } } } }
        ForEach(0..<count, id: \.self) { index in
          Text("\(index)")
          Text("b")
        }
      }
    }
  }

  @Test func deepPathsAndRepeatedIdsKeepTheirNodes() {
    let renderer = Renderer()
    let items = [Item(id: "x"), Item(id: "y"), Item(id: "x")]
    _ = renderer.render(Nested(items: items, count: 2), width: 4, height: 8)
    let before = leaves(renderer)
    let frame = renderer.render(Nested(items: items, count: 2), width: 4, height: 8)
    #expect(frame.rows == ["head", " x  ", " y  ", " x  ", " 0  ", " b  ", " 1  ", " b  "])
    #expect(leaves(renderer).map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    #expect(Set(before.map(\.key)).count == before.count)
    // The second "x" moved to the front keeps its node, told apart by its occurrence.
    _ = renderer.render(
      Nested(items: [Item(id: "x"), Item(id: "x"), Item(id: "y")], count: 2), width: 4, height: 8)
    let after = leaves(renderer)
    #expect(after[1] === before[1] && after[2] === before[3] && after[3] === before[2])
  }

  private struct Rows: View {
    var values: [String]
    var body: some View {
      VStack { ForEach(values.indices, id: \.self) { Text(values[$0]) } }
    }
  }

  /// Where a node's children array keeps its elements: the same address after a pass
  /// means the pass made no new array for them.
  private func childStorage(_ node: Node) -> UnsafeRawPointer? {
    node.children.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
  }

  @Test func aViewEvaluatedAgainWithTheSameChildrenKeepsTheirArray() throws {
    let renderer = Renderer()
    _ = renderer.render(Rows(values: ["a", "b", "c"]), width: 1, height: 4)
    let stack = try #require(renderer.rootNode.children.first?.children.first)
    let storage = childStorage(stack)
    let rows = stack.children.map(ObjectIdentifier.init)

    // One row's value changes: the stack is evaluated again, with the same row nodes.
    var frame = renderer.render(Rows(values: ["a", "B", "c"]), width: 1, height: 4)
    #expect(frame.rows == ["a", "B", "c", " "])
    #expect(stack.visit.outcome == .evaluated)
    #expect(stack.children.map(ObjectIdentifier.init) == rows)
    #expect(childStorage(stack) == storage)

    // A row removed from the end: the first rows, still in order, in an array of their
    // own; a row added: the previous rows first, then the new one.
    frame = renderer.render(Rows(values: ["a", "B"]), width: 1, height: 4)
    #expect(frame.rows == ["a", "B", " ", " "])
    #expect(stack.children.map(ObjectIdentifier.init) == Array(rows.prefix(2)))
    frame = renderer.render(Rows(values: ["a", "B", "d", "e"]), width: 1, height: 4)
    #expect(frame.rows == ["a", "B", "d", "e"])
    #expect(stack.children.prefix(2).map(ObjectIdentifier.init) == Array(rows.prefix(2)))
    #expect(stack.children.count == 4 && !rows.contains(ObjectIdentifier(stack.children[3])))
  }
}
