import TextUI

extension Snapshotting where Value == Frame {
  /// A frame, row by row between fences, then its style plane and legend when a cell
  /// is styled; a changed frame's diff also lists the cells whose text or style changed.
  public static var frame: Snapshotting { frame(styles: .recorded) }

  /// A frame, with its cells' styles or without them (``SnapshotStyles/ignored``: the
  /// text alone, for a test that does not care how the frame is styled).
  public static func frame(styles: SnapshotStyles) -> Snapshotting {
    Snapshotting(
      kind: .frame,
      make: { (frame, _) throws(SnapshotError) in try Snapshot.checked(frame, styles: styles) })
  }
}

extension Snapshotting where Value: View {
  /// A view rendered at `width` x `height` in one pass, as ``frame`` shows a frame:
  /// with its styles, unless `styles` is ``SnapshotStyles/ignored``.
  ///
  /// The pass is a `FirstPassRenderer`'s: a snapshot is drawn once, so nothing is kept
  /// for a next pass, and no snapshot depends on which tests ran before it. Rendering runs on the main actor, so this strategy
  /// is made there, as a test that renders views is.
  @MainActor
  public static func frame(
    width: Int, height: Int, styles: SnapshotStyles = .recorded
  ) -> Snapshotting {
    Snapshotting(
      kind: .frame,
      make: { (view, _) throws(SnapshotError) in
        try Snapshot.checked(
          FirstPassRenderer().render(view, width: width, height: height), styles: styles)
      })
  }

  /// A view rendered at `size`, as ``frame(width:height:styles:)`` renders it.
  @MainActor
  public static func frame(_ size: Size, styles: SnapshotStyles = .recorded) -> Snapshotting {
    frame(width: size.width, height: size.height, styles: styles)
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
