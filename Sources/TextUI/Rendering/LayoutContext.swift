/// What a renderer's layouts may need beyond their nodes while a pass runs: the pass.
///
/// Measuring is plain synchronous code that receives only a proposal and a node. One
/// layout needs more: a lazy stack builds the items it shows while it is measured, and
/// building an item is part of a pass (it counts, traces and matches nodes from the last
/// one). Each renderer owns one context and hands it, through the pass, to every lazy
/// stack it builds; ``Renderer/render(_:size:)`` sets ``pass`` for its duration. So a lazy
/// stack reaches the pass of the renderer that owns it, never a global, and a renderer
/// rendered inside another's pass (the gating check) cannot be confused with it.
@MainActor
final class LayoutContext {
  /// The pass being rendered, while ``Renderer/render(_:size:)`` runs; `nil` between
  /// passes, when no layout runs.
  var pass: RenderPass?

  /// The pass being rendered: layout only ever runs inside one, so a call outside is a
  /// bug in the engine, stopped here rather than answered with a wrong size.
  var currentPass: RenderPass {
    guard let pass else { preconditionFailure("a lazy stack is laid out only during a pass") }
    return pass
  }
}
