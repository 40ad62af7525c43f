@testable import TextUI

/// What must hold of every frame the engine produces, whatever it was asked to draw.
/// Returns a description of the first violation, or `nil`.
func frameInvariantViolation(_ frame: Frame, requested: Size) -> String? {
  let expected = Size(
    width: min(requested.width, Frame.maximumDimension),
    height: min(requested.height, Frame.maximumDimension))
  guard frame.size == expected, frame.cells.count == expected.area else {
    return "frame is \(frame.size) with \(frame.cells.count) cells, expected \(expected)"
  }
  for y in 0..<frame.height {
    for x in 0..<frame.width {
      let cell = frame.cells[y * frame.width + x]
      let nextIsContinuation =
        x + 1 < frame.width && frame.cells[y * frame.width + x + 1].isContinuation
      if cell.isContinuation {
        guard x > 0, !frame.cells[y * frame.width + x - 1].isContinuation else {
          return "continuation without a lead at \(Point(x: x, y: y))"
        }
        continue
      }
      // A single scalar is measured directly; only pooled clusters need a String.
      let scalar = cell.isPooled ? nil : Unicode.Scalar(cell.rawValue)
      let width = scalar.map { DisplayWidth.of($0) } ?? DisplayWidth.of(frame[x, y])
      var grapheme: String { frame[x, y] }
      if width == 2 && !nextIsContinuation {
        return "wide \(grapheme.debugDescription) at \(Point(x: x, y: y)) has no right half"
      }
      if width != 2 && nextIsContinuation {
        return "narrow \(grapheme.debugDescription) at \(Point(x: x, y: y)) owns a right half"
      }
      if width == 0 { return "zero-width \(grapheme.debugDescription) at \(Point(x: x, y: y))" }
    }
  }
  if let control = frame.utf8().first(where: { $0 < 0x20 && $0 != 0x0A || $0 == 0x7F }) {
    return "raw control byte \(control) in the output"
  }
  return nil
}
