extension Redaction {
  /// `snapshot` with every match of this text redaction replaced, or `nil` when it has
  /// no match (or is a field redaction, which the strategy applied while writing).
  func applied(to snapshot: Snapshot) -> Snapshot? {
    // A frame's style section is not text to redact: only its rows are, the plane
    // following them cell by cell.
    let frame = snapshot.kind == .frame ? FrameFile(parsing: snapshot.text) : nil
    let rows = (frame?.rows ?? SnapshotFormat.rows(of: snapshot.text)).joined(separator: "\n")
    let ranges: [Range<String.Index>]
    switch target {
    case .field:
      return nil
    case .pattern(let regex):
      ranges = rows.matches(of: regex).map(\.range)
    case .text(let text):
      guard !text.isEmpty else { return nil }
      ranges = rows.ranges(of: text)
    }
    guard !ranges.isEmpty else { return nil }
    if let frame, frame.isStyled {
      // The plane is redacted with the rows, so it stays aligned when a row's width changes.
      let redacted = frame.redacting(ranges, of: rows, with: replacement)
      return Snapshot(frameRows: redacted.rows, styleSection: redacted.styleSection)
    }
    let redacted: String
    switch target {
    case .pattern(let regex): redacted = rows.replacing(regex, with: replacement)
    case .text(let text): redacted = rows.replacing(text, with: replacement)
    case .field: return nil
    }
    return Snapshot(kind: snapshot.kind, text: redacted)
  }
}
