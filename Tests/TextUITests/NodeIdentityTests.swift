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
}
