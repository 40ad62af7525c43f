extension Frame {
  /// The frame's rows with the SGR sequences that draw their styles, for printing to a
  /// terminal, a pager (`less -R`) or a file.
  ///
  /// Each row starts from the terminal's default pen and, if it changed it, ends with
  /// `ESC[0m`, so a row read alone (a line of a file, the last line on screen) shows no
  /// style of another and leaves none behind. Within a row, a sequence is written only
  /// where the pen changes, with only what changed, as ``TerminalScreen`` writes it. A row
  /// without styles, and every row under ``ColorSupport/none``, is exactly ``rows``'s.
  ///
  /// - Parameter colors: what the terminal can draw; colours are brought down to it.
  public func styledRows(colors: ColorSupport) -> [String] {
    let rows = rows
    guard colors != .none, !styles.isPlain else { return rows }
    let pens = colors.pens(of: self)
    return rows.indices.map { y in
      let rowStart = y * width
      guard (rowStart..<rowStart + width).contains(where: { pens[styles[cell: $0]] != .default })
      else { return rows[y] }
      var bytes: [UInt8] = []
      var pen = Pen.default
      for index in rowStart..<rowStart + width where !cells[index].isContinuation {
        let next = pens[styles[cell: index]]
        pen.appendTransition(to: next, into: &bytes)
        pen = next
        forEachUTF8Byte(of: cells[index]) { bytes.append($0) }
      }
      if pen != .default { bytes.append(contentsOf: TerminalControl.resetAttributes) }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// ``styledRows(colors:)`` joined by `"\n"`: the styled form of ``text(trimmingTrailingSpaces:)``.
  public func styledText(colors: ColorSupport) -> String {
    styledRows(colors: colors).joined(separator: "\n")
  }
}
