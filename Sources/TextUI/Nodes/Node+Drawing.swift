extension Node {
  /// Draws this node into `rect` (in the canvas's coordinates), clipped to it; `rect`'s
  /// size is what the node chose for `proposal`.
  ///
  /// While the canvas records (the walk that decides the pass's outcomes), a view with
  /// a body that is placed as it was last drawn, with unchanged content, is *reused*:
  /// nothing below it is visited, its key bindings are announced from what it kept,
  /// and its cells stay in the frame where they are (or, when it moved, are painted
  /// again without being counted). When its parent is placed as it was last drawn and
  /// keeps the layout it drew with, such a view is reused without even working out its
  /// place: it can only be where it was. Anything else is drawn, and every node whose
  /// cells may differ from the last frame (its content changed, or its place or size
  /// did) marks its old and new rows for painting.
  ///
  /// While the canvas only paints, the node draws if it meets a painted row.
  final func draw(in canvas: inout Canvas, at rect: Rect, proposal: ProposedSize) {
    guard canvas.records, let pass = canvas.pass else {
      guard canvas.paints(rect) else { return }
      return canvas.withRegion(rect) { canvas in
        layout.draw(in: &canvas, size: rect.size, proposal: proposal, node: self)
      }
    }
    if reuseInPlace(in: &canvas, passingOverIn: canvas.passOverChildren) { return }
    let origin = canvas.absolute(rect.origin)
    let placement = Placement(
      size: rect.size, proposal: proposal, visible: canvas.visiblePart(of: rect))
    let isPlacedAsDrawn = noteDrawn(at: origin, as: placement, in: pass)
    guard keepsDrawing, pass.memoizes else {
      return drawChildren(
        in: &canvas, at: rect, proposal: proposal, placedAsDrawn: isPlacedAsDrawn, in: pass)
    }
    guard !placement.visible.isEmpty else { return }
    if drawnPlacement == placement {
      pass.didReuseDrawing(of: self)
      canvas.register(lists: drawnKeyBindingLists)
      // A first pass (or one at a new size) paints as it records: a reused view must
      // still put its cells down, uncounted. Otherwise they are in the frame already,
      // or (when it moved) its rows are painted afterwards.
      guard canvas.paints(rect) else { return }
      return canvas.withoutRecording { canvas in
        canvas.withRegion(rect) { canvas in
          layout.draw(in: &canvas, size: rect.size, proposal: proposal, node: self)
        }
      }
    }
    pass.willRedraw(self, replacing: drawnPlacement, with: placement)
    let bindingsStart = canvas.keyBindingLists.count
    let region = canvas.beginRegion()
    drawChildren(
      in: &canvas, at: rect, proposal: proposal, placedAsDrawn: isPlacedAsDrawn, in: pass)
    canvas.endRegion(region)
    drawnPlacement = placement
    isDrawnAsLastPlaced = true  // placed at `placement` by `noteDrawn` above
    drawnKeyBindingLists = Array(canvas.keyBindingLists[bindingsStart...])
  }

  /// Reuses this node where it is, announcing what it kept, when it can be without
  /// working out its place; returns whether it was.
  ///
  /// It can be when it is a view with a body (the only nodes that keep a drawing),
  /// drawn where it was last placed and unchanged since, and `pass` is the one whose
  /// walk passes over the children now drawn (``Canvas/passOverChildren``). It is then
  /// placed as it was drawn, and nothing about it needs noting: a long list in which
  /// one row changed walks past the others at the cost of this test.
  ///
  /// What ``draw(in:at:proposal:)`` does first, and what a layout that draws many
  /// children (a stack of rows) asks before working out where a child goes, with the
  /// pass it asked the canvas for once.
  final func reuseInPlace(in canvas: inout Canvas, passingOverIn pass: RenderPass?) -> Bool {
    guard isDrawnAsLastPlaced, let pass else { return false }
    pass.didReuseDrawing(of: self)
    if !drawnKeyBindingLists.isEmpty { canvas.register(lists: drawnKeyBindingLists) }
    return true
  }

  /// Lets the layout draw the children, telling them whether they are placed as they
  /// were last drawn; afterwards the layout as drawn is this one.
  ///
  /// What is drawn is counted as drawn (``Canvas/countsDrawing``) inside a node
  /// evaluated in this pass, and not inside a view with a body that was only redrawn
  /// for a change below while placed and laid out as before: its own cells (a title, a
  /// divider) are the ones already in the frame, and only what changed below it counts.
  private final func drawChildren(
    in canvas: inout Canvas, at rect: Rect, proposal: ProposedSize, placedAsDrawn: Bool,
    in pass: RenderPass
  ) {
    let (countedBefore, placedBefore) = (canvas.countsDrawing, canvas.placesChildrenAsDrawn)
    canvas.placesChildrenAsDrawn = placedAsDrawn && keepsLayoutAsDrawn
    if visit.pass == pass.number && visit.outcome == .evaluated {
      canvas.countsDrawing = true
    } else if keepsDrawing && canvas.placesChildrenAsDrawn {
      canvas.countsDrawing = false
    }
    canvas.withRegion(rect) { canvas in
      layout.draw(in: &canvas, size: rect.size, proposal: proposal, node: self)
    }
    (canvas.countsDrawing, canvas.placesChildrenAsDrawn) = (countedBefore, placedBefore)
    keepsLayoutAsDrawn = true
  }

  /// Records where this node is drawn in this pass and marks the rows to paint when its
  /// cells may differ from the last frame's: it is new, it moved, its size, proposal or
  /// visible part changed, its children were reordered, or it was evaluated and what it
  /// draws itself changed. A node evaluated with a layout that draws the same cells (a
  /// stack whose children changed, a body whose view did) marks nothing: its children
  /// mark their own rows.
  ///
  /// The old place is worked out from the parent's place in this pass and this node's
  /// offset from it, which its parent's layout gave it the last time the parent was
  /// drawn. When the parent moved, that is not where this node was: but a parent that
  /// moved marked its own old rows, which held this node's.
  ///
  /// Returns whether the node is placed as it was last drawn, relative to its parent,
  /// with its children in the same order.
  private final func noteDrawn(at origin: Point, as placement: Placement, in pass: RenderPass)
    -> Bool
  {
    let parentOrigin = parent?.origin ?? .zero
    let oldTop = parentOrigin.y + offset.y
    let isMoved = lastPlacement != nil && origin != parentOrigin.moved(by: offset)
    let isPlacedAsDrawn = !isMoved && lastPlacement == placement && !childrenReordered
    let isEvaluated = visit.pass == pass.number && visit.outcome == .evaluated
    if !isPlacedAsDrawn || (isEvaluated && ownCellsChanged) {
      if let old = lastPlacement { pass.damage(rows: oldTop, height: old.size.height) }
      pass.damage(rows: origin.y, height: placement.size.height)
    }
    childrenReordered = false
    self.origin = origin
    offset = Point(x: origin.x - parentOrigin.x, y: origin.y - parentOrigin.y)
    lastPlacement = placement
    isDrawnAsLastPlaced = drawnPlacement == placement
    return isPlacedAsDrawn
  }

  /// Where this node was last drawn in the frame, from the offsets its ancestors' layouts
  /// gave each node on the way down.
  final var lastOrigin: Point {
    var point = offset
    var ancestor = parent
    while let node = ancestor {
      point = point.moved(by: node.offset)
      ancestor = node.parent
    }
    return point
  }

  /// What a node's cells depend on besides its content.
  struct Placement: Equatable {
    /// The node's size.
    var size: Size
    /// The proposal the node chose `size` for: its layout places children by it.
    var proposal: ProposedSize
    /// The part of the node that was not clipped away, in its own coordinates.
    var visible: Rect
  }
}
