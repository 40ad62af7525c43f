import Presentation
import TextSnapshotsCore
import TextUI

/// The catalogue's fixtures drawn as one HTML page in colour, for `stratus preview
/// --html FILE`: one section per view, one heading per fixture, an index at the top.
///
/// The page itself is ``FrameGallery``, drawn by the snapshot report's own code, so a
/// fixture looks the same here as in a report of its golden.
enum PreviewGallery {
  /// The page of `previews`, each entry with the fixtures to show, in that order.
  ///
  /// - Parameter size: the one size to draw every fixture at; `nil` for each entry's
  ///   ``PreviewCatalog/Kind/sizes``. A component's blank rows at the bottom are left out, as the text
  ///   form leaves them out.
  @MainActor
  static func page(
    of previews: [(entry: PreviewCatalog.Entry, fixtures: [PreviewCatalog.Preview])],
    size: Size?
  ) -> FrameGallery {
    let sections = previews.map { entry, fixtures in
      FrameGallery.Section(
        name: entry.name,
        entries: fixtures.map { preview in
          let frames = (size.map { [$0] } ?? entry.kind.sizes).map { size in
            let frame = preview.render(size: size)
            return entry.kind == .component ? frame.trimmingBlankRowsBelow() : frame
          }
          return FrameGallery.Entry(name: preview.name, frames: frames)
        })
    }
    return FrameGallery(title: "Stratus preview gallery", sections: sections)
  }
}

extension Frame {
  /// The frame without the blank, unstyled rows at its bottom, keeping one row at
  /// least: a component drawn in a screen-sized frame, without the screen's empty rest.
  func trimmingBlankRowsBelow() -> Frame {
    func isBlank(_ y: Int) -> Bool {
      // By cell and style index: no string or style made per cell.
      (0..<width).allSatisfy { x in cell(x: x, y: y) == .blank && styleIndex(x: x, y: y) == 0 }
    }
    var height = self.height
    while height > 1, isBlank(height - 1) { height -= 1 }
    guard height < self.height else { return self }
    var trimmed = Frame(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width where cell(x: x, y: y)?.isContinuation == false {
        trimmed.write(self[x, y], x: x, y: y, style: style(x: x, y: y) ?? .plain)
      }
    }
    return trimmed
  }
}
