extension SnapshotFormat {
  /// Checks that `file`, the text of a `.txt` golden or pending file as the test reads
  /// it (CRLF read as LF, a leading byte-order mark as nothing), is in the format this
  /// library writes.
  ///
  /// The header must be one this library reads (versions 1 and 2); every row must be
  /// fenced; a style section must be a version 2 frame's, and a version 2 frame must have
  /// one, which ``FrameFile/checked(_:)`` checks. The size in the header is not checked:
  /// it may differ from the rows in a golden recorded before a change to display widths,
  /// which the diff shows.
  ///
  /// - Throws: ``MalformedSnapshot`` for the first problem, by line.
  static func check(_ file: String) throws(MalformedSnapshot) {
    let header = try SnapshotHeader(parsing: file.prefix { $0 != "\n" })
    guard header.kind == .frame else {
      guard header.version == version else {
        throw MalformedSnapshot(
          line: 1,
          reason: """
            version \(header.version) is for a frame with styles; a \(header.kind) snapshot \
            is version \(version)
            """)
      }
      var lines = file.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      if lines.last == "" { lines.removeLast() }
      for (index, line) in lines.enumerated()
      where line.utf8.count < 2 || line.first != "|" || line.last != "|" {
        throw MalformedSnapshot(line: index + 2, reason: "this row is not between | fences")
      }
      return
    }
    let frame = try FrameFile.checked(file)
    if header.version == styledVersion && !frame.isStyled {
      throw MalformedSnapshot(
        line: 1,
        reason: """
          version \(styledVersion) is a frame with styles, but no "\(stylesMarker)" line \
          follows its rows
          """)
    }
    if header.version == version && frame.isStyled {
      throw MalformedSnapshot(
        line: frame.rows.count + 2,
        reason: """
          a style section needs a version \(styledVersion) header, and this is version \
          \(version)
          """)
    }
  }
}
