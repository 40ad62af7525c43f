import TextUI

extension Snapshotting where Value == Frame {
  /// A frame, row by row between fences; a changed frame's diff also lists the cells
  /// that changed.
  public static var frame: Snapshotting {
    Snapshotting(kind: .frame, make: { frame, _ in Snapshot(frame) })
  }
}

extension Snapshotting where Value: View {
  /// A view rendered at `width` x `height` by a fresh `Renderer`, as ``frame`` shows a
  /// frame.
  ///
  /// A fresh renderer keeps no nodes from another test's passes, so no snapshot depends
  /// on which tests ran before it. Rendering runs on the main actor, so this strategy
  /// is made there, as a test that renders views is.
  @MainActor
  public static func frame(width: Int, height: Int) -> Snapshotting {
    Snapshotting(
      kind: .frame,
      make: { view, _ in
        Snapshot(Renderer().render(view, width: width, height: height))
      })
  }

  /// A view rendered at `size`, as ``frame(width:height:)`` renders it.
  @MainActor
  public static func frame(_ size: Size) -> Snapshotting {
    frame(width: size.width, height: size.height)
  }
}

extension Snapshotting where Value == RenderTrace {
  /// A render trace's text: which views were evaluated, redrawn, reused or evicted, and
  /// why.
  public static var trace: Snapshotting {
    Snapshotting(kind: .trace, make: { trace, _ in Snapshot(trace) })
  }
}

extension Snapshotting where Value == String {
  /// Text, one fenced row per line; a final newline is kept as an empty last row.
  public static var lines: Snapshotting {
    Snapshotting(kind: .text, make: { text, _ in Snapshot(text: text) })
  }
}
