import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text form of a golden file: a header, then every row between fences.
///
/// ```text
/// # stratus-snapshot 1 frame 5x2
/// |Hi   |
/// |  東 |
/// ```
///
/// The fences make trailing spaces and the frame's right edge visible in a review and
/// in a plain CI log, and an editor that strips trailing whitespace cannot damage a row.
/// Files are UTF-8 with LF line endings and a final newline; there are no line numbers
/// and no timestamps, so a file changes only when what it shows changes.
public enum SnapshotFormat {
  /// The format version written in the header of every file without a style section;
  /// bumped when the layout changes.
  public static let version = 1

  /// The version written in the header of a frame with styled cells: version 1 plus a
  /// style section after the rows (see ``fenced(_:styles:)``).
  ///
  /// A file says the lowest version that can hold it, so a frame without styles is
  /// written as version 1, byte for byte as before styles existed.
  public static let styledVersion = 2

  /// The prefix every header starts with.
  static let headerPrefix = "# stratus-snapshot "

  /// The line that starts a frame's style section, after its rows.
  static let stylesMarker = "# styles"

  /// The fenced form of `frame`, ending in a newline: its rows, then, when a cell is
  /// styled and `styles` is ``SnapshotStyles/recorded``, its style section.
  ///
  /// The style section is the marker line `# styles`, a plane of the frame's shape with
  /// one symbol per cell (`.` for a plain cell, a role's letter, or a digit for a style
  /// without a role), then a legend line per symbol:
  ///
  /// ```text
  /// # stratus-snapshot 2 frame 10x2
  /// |Storm  -3°|
  /// |ok        |
  /// # styles
  /// |aaaaa..11.|
  /// |..........|
  /// 1 fg=blue
  /// a alert: fg=red bold
  /// ```
  ///
  /// The plane's rows are fenced like the frame's and as wide, so a style change is a
  /// one-line diff in the same column as the text it styles. Styles are written as the
  /// views declared them, never as a terminal would reduce them, so a golden is the same
  /// under `NO_COLOR`, in tmux or anywhere else. A frame without styled cells is written
  /// exactly as before styles existed, as version 1.
  ///
  /// - Complexity: O(cells); a frame without styles costs what it did before.
  public static func fenced(_ frame: Frame, styles: SnapshotStyles = .recorded) -> String {
    styledFile(frame, styles: styles).text
  }

  /// The file of `frame`, whether every style in it has a symbol of its own (see
  /// ``StyleLegend/isComplete``), and how its roles break "one role, one letter" (see
  /// ``StyleLegend/clashes``).
  static func styledFile(_ frame: Frame, styles: SnapshotStyles)
    -> (text: String, isComplete: Bool, clashes: [String])
  {
    guard styles == .recorded, frame.hasStyledCells else {
      return (fencedText(frame, version: version), true, [])
    }
    let legend = StyleLegend(of: frame)
    var text = fencedText(frame, version: styledVersion)
    text += stylesMarker + "\n"
    for row in legend.plane(of: frame) { text += "|" + row + "|\n" }
    for entry in legend.entries { text += "\(entry.symbol) \(entry.description)\n" }
    return (text, legend.isComplete, legend.clashes)
  }

  /// The header and the fenced rows of `frame`'s text, ending in a newline.
  ///
  /// - Complexity: O(cells). It works on the frame's UTF-8 bytes rather than on
  ///   `Character`s: each row is copied whole into the string's own storage, between
  ///   fences.
  private static func fencedText(_ frame: Frame, version: Int) -> String {
    let header = "\(headerPrefix)\(version) frame \(frame.width)x\(frame.height)\n"
    guard frame.height > 0 else { return header }
    let text = frame.utf8()
    // Each row gains a fence on either side: a row break becomes `|`, break, `|`.
    let count = header.utf8.count + text.count + 2 * frame.height + 1
    return String(unsafeUninitializedCapacity: count) { file in
      var out = file.initialize(fromContentsOf: header.utf8)
      let bytes = UnsafeMutableRawBufferPointer(file)
      text.withUnsafeBytes { text in
        forEachLine(of: text) { row in
          bytes[out] = UInt8(ascii: "|")
          UnsafeMutableRawBufferPointer(rebasing: bytes[(out + 1)...]).copyMemory(from: row)
          out += 1 + row.count
          bytes[out] = UInt8(ascii: "|")
          bytes[out + 1] = UInt8(ascii: "\n")
          out += 2
        }
      }
      return out
    }
  }

  /// Calls `body` with each line of `text`, without its line break, as
  /// `split(separator:omittingEmptySubsequences: false)` would cut it: an empty `text`
  /// is one empty line. `memchr` finds the breaks, many bytes at a time.
  private static func forEachLine(
    of text: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void
  ) {
    var rest = text
    while let start = rest.baseAddress, let newline = memchr(start, 0x0A, rest.count) {
      let length = start.distance(to: UnsafeRawPointer(newline))
      body(UnsafeRawBufferPointer(rebasing: rest[..<length]))
      rest = UnsafeRawBufferPointer(rebasing: rest[(length + 1)...])
    }
    body(rest)
  }

  /// A whole file: the header line, then each row between `|` fences.
  static func file<Row: StringProtocol>(
    kind: Snapshot.Kind, width: Int, height: Int, rows: [Row]
  ) -> String {
    var text = "\(headerPrefix)\(version) \(kind.rawValue) \(width)x\(height)\n"
    text.reserveCapacity(text.utf8.count + rows.reduce(0) { $0 + $1.utf8.count + 3 })
    for row in rows {
      text += "|"
      text += row
      text += "|\n"
    }
    return text
  }

  /// `text` with every CRLF turned into LF: a golden checked out with Windows line
  /// endings reads the same as the LF file that was committed. A lone CR is content and
  /// stays.
  public static func normalizingLineEndings(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
    return text.replacingCRLF()
  }

  /// The rows of a fenced file, without header or fences: what a text's diff panel and
  /// a text redaction work on. (A frame's file is read by ``FrameFile``, which keeps its
  /// style section apart from its rows.) A line that is not fenced is kept whole, so a hand-edited file
  /// still yields something to compare.
  static func rows(of file: String) -> [Substring] {
    var lines = file.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    if let first = lines.first, first.hasPrefix(headerPrefix) { lines.removeFirst() }
    return lines.map { line in
      guard line.count >= 2, line.first == "|", line.last == "|" else { return line }
      return line.dropFirst().dropLast()
    }
  }
}

extension String {
  /// `self` with `"\r\n"` replaced by `"\n"`, working on UTF-8 bytes so that no Unicode
  /// folding happens (`"\r\n"` is one `Character`, which makes character-level
  /// replacement easy to get wrong).
  fileprivate func replacingCRLF() -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var previousWasCR = false
    for byte in utf8 {
      if previousWasCR && byte != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\r")) }
      previousWasCR = byte == UInt8(ascii: "\r")
      if !previousWasCR { bytes.append(byte) }
    }
    if previousWasCR { bytes.append(UInt8(ascii: "\r")) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
