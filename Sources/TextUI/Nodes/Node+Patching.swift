/// Patching a kept layer: when a view deep in the tree changes, each ancestor that keeps
/// a drawing updates its old layer where the change lies instead of drawing it whole.
///
/// A view with a body keeps the frame it drew. When something below it changes, its value
/// is the same and its layer mostly is too: drawing it afresh would copy every child's
/// kept layer again, at every ancestor, for a change of a few cells. So a node whose kept
/// layer was drawn for the same placement in the previous draw, and whose layout only
/// places children side by side (``NodeLayout/drawsOnlyChildrenApart``), patches it in
/// two walks down the changed part of its tree:
///
/// 1. **Clearing**: each child is classified (below). A child that must be drawn again has
///    the cells it covered in the old layer and the cells it covers now made
///    transparent. Nothing is drawn or counted.
/// 2. **Drawing**: in the same order, a child drawn again is drawn as in a fresh layer
///    (it lands on transparent cells, as it would there); an unchanged child with a kept
///    layer at the same place is left as it is and only counted as reused, with its key
///    bindings; a layout that only places children is walked into.
///
/// Each layer records the rectangles it changed; a parent patching its own layer copies
/// just those from it. Every cell a child draws lies in its own clipped rectangle, and the
/// layouts walked into draw no cells and never overlap their children, so each cell of the
/// old layer belongs to exactly one child: clearing a child's old and new rectangles and
/// drawing it again leaves what a fresh layer would hold. Texts and other views that draw
/// are drawn again as in a fresh layer, so cells drawn, updated regions, the trace and key
/// bindings are the ones a fresh layer gives.
extension Node {
  /// What a patch does with a child.
  enum PatchRole {
    /// A kept layer that is current and lies where it lay: left as it is.
    case kept
    /// A kept layer that can itself be patched, where it lay: patched, and its changed
    /// rectangles copied.
    case patched
    /// A layout that only places children, whose children are those it had: walked into.
    case walked
    /// Anything else: cleared and drawn again.
    case redrawn
  }

  /// Draws this node as a child in a patch of an ancestor's layer (one of the two walks).
  func patch(in canvas: inout Canvas, at rect: Rect, proposal: ProposedSize) {
    guard let pass = canvas.pass else { return }
    let visible = canvas.absoluteVisiblePart(of: rect)
    let role = patchRole(in: canvas, at: rect, proposal: proposal, visible: visible, pass: pass)
    let isClearing = canvas.patching == .clearing
    if isClearing && canvas.overlapsOthers
      && !drawsNothing(as: role, visible: visible, layerDraw: canvas.layerDraw)
    {
      canvas.patchFailed = true
      return
    }
    switch role {
    case .kept:
      guard !isClearing, let drawing = keptDrawing else { return }
      pass.didReuseDrawing(of: self)
      keptDrawing?.usedDraw = pass.drawNumber
      lastDraw = pass.drawNumber
      canvas.keyBindings.append(contentsOf: drawing.keyBindings)
    case .patched:
      guard !isClearing else { return }
      let own = canvas.visiblePart(of: rect)
      let placement = Drawing.Placement(size: rect.size, proposal: proposal, visible: own)
      pass.willRedraw(self, replacing: nil, with: placement)
      let layer = redraw(placement, rect: rect, proposal: proposal, pass: pass)
      let at = Point(x: rect.minX + own.minX, y: rect.minY + own.minY)
      canvas.cellsDrawn += layer.cellsDrawn
      canvas.noteDrawn(layer.updatedRegions, at: at)
      canvas.copy(layer.changed, of: layer.frame, at: at)
      canvas.keyBindings.append(contentsOf: layer.keyBindings)
      lastDraw = pass.drawNumber
    case .walked:
      if !isClearing { lastDraw = pass.drawNumber }
      canvas.withRegion(rect) { canvas in
        layout.draw(in: &canvas, size: rect.size, proposal: proposal, node: self)
      }
    case .redrawn:
      if isClearing {
        if lastDraw == canvas.layerDraw { canvas.clear(lastVisible) }
        canvas.clear(visible)
      } else {
        canvas.patching = .off
        draw(in: &canvas, at: rect, proposal: proposal)
        canvas.patching = .drawing
      }
    }
  }

  /// What a patch does with this node at `rect`; the same in both walks, which change no
  /// node before deciding.
  private func patchRole(
    in canvas: Canvas, at rect: Rect, proposal: ProposedSize, visible: Rect, pass: RenderPass
  ) -> PatchRole {
    guard lastDraw == canvas.layerDraw, lastVisible == visible, !visible.isEmpty else {
      return .redrawn
    }
    if keepsDrawing && pass.memoizes {
      let own = canvas.visiblePart(of: rect)
      let placement = Drawing.Placement(size: rect.size, proposal: proposal, visible: own)
      if drawingIsCurrent, keptDrawing?.placement == placement { return .kept }
      return canPatch(placement, in: pass) ? .patched : .redrawn
    }
    let isEvaluated = visit.pass == pass.number && visit.outcome == .evaluated
    guard !isEvaluated else { return .redrawn }
    let isWalked = layout.drawsOnlyChildrenApart(self, size: rect.size, since: canvas.layerDraw)
    return isWalked ? .walked : .redrawn
  }

  /// Whether a node in `role` drew no cell in the layer and draws none now, so that a
  /// patch may pass over it where it lies over other views; a node walked into is
  /// judged by its children.
  private func drawsNothing(as role: PatchRole, visible: Rect, layerDraw: Int) -> Bool {
    switch role {
    case .walked: return true
    case .kept:
      if let isBlank = keptDrawing?.isBlank { return isBlank }
      let isBlank = keptDrawing?.frame.cells.allSatisfy { $0 == .transparent } ?? false
      keptDrawing?.isBlank = isBlank
      return isBlank
    case .patched: return false
    case .redrawn: return visible.isEmpty && (lastDraw != layerDraw || lastVisible.isEmpty)
    }
  }

  /// Whether the retired layer can be patched into the one `placement` needs: it was
  /// drawn for the same placement and used by the previous draw, so nothing below changed
  /// but in this pass (a node evaluated then would have its children replaced).
  func canPatch(_ placement: Drawing.Placement, in pass: RenderPass) -> Bool {
    guard pass.patchesLayers, !drawingIsCurrent, let kept = keptDrawing else { return false }
    return kept.placement == placement && kept.usedDraw == pass.drawNumber - 1
      && kept.frame.pool.clusters.count <= 64
      && layout.drawsOnlyChildrenApart(self, size: placement.size, since: kept.drawn)
  }

  /// Draws the node's layer again for `placement`, patching the retired one when it can,
  /// keeps it, and returns the canvas it was drawn on (its counts, regions and changes).
  func redraw(
    _ placement: Drawing.Placement, rect: Rect, proposal: ProposedSize, pass: RenderPass
  ) -> Canvas {
    let origin = Point(x: -placement.visible.minX, y: -placement.visible.minY)
    if canPatch(placement, in: pass), let kept = keptDrawing {
      keptDrawing = nil  // the canvas holds the only reference: patched in place
      var layer = Canvas(frame: kept.frame, origin: origin, pass: pass)
      layer.layerDraw = kept.drawn
      layer.patching = .clearing
      layout.draw(in: &layer, size: rect.size, proposal: proposal, node: self)
      if !layer.patchFailed {
        layer.keyBindings.removeAll()
        layer.patching = .drawing
        layout.draw(in: &layer, size: rect.size, proposal: proposal, node: self)
        layer.patching = .off
        pass.layersPatched += 1
        keep(layer, for: placement, in: pass)
        return layer
      }
    }
    keptDrawing = nil
    var layer = Canvas(frame: .layer(size: placement.visible.size), origin: origin, pass: pass)
    layout.draw(in: &layer, size: rect.size, proposal: proposal, node: self)
    layer.changed = [layer.frame.bounds]
    keep(layer, for: placement, in: pass)
    return layer
  }

  /// Keeps what `layer` drew as the node's current drawing.
  private func keep(_ layer: Canvas, for placement: Drawing.Placement, in pass: RenderPass) {
    drawing = Drawing(
      placement: placement, frame: layer.frame, keyBindings: layer.keyBindings,
      drawn: pass.drawNumber, usedDraw: pass.drawNumber)
  }
}
