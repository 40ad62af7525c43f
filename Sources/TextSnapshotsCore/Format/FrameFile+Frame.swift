import TextUI

extension FrameFile {
  /// The frame this file records, its cells in the styles its plane and legend give
  /// them: what a review draws, in colour, for a reader to see the golden as it looks.
  ///
  /// It is as wide as the widest row and as tall as the rows. A symbol the legend does
  /// not list (a hand-edited plane) is drawn plain; the diff still shows it.
  var frame: Frame {
    let width = rows.lazy.map { DisplayWidth.of(String($0)) }.max() ?? 0
    var frame = Frame(width: width, height: rows.count)
    var styles: [Character: Style] = [StyleLegend.plainSymbol: .plain]
    for (y, row) in rows.enumerated() {
      var x = 0
      for character in row {
        let symbol = symbol(column: x, row: y)
        let style =
          styles[symbol]
          ?? legend[symbol].map { Style(legend: $0, letter: symbol) } ?? .plain
        styles[symbol] = style
        x += frame.write(String(character), x: x, y: y, style: style)
      }
    }
    return frame
  }
}
