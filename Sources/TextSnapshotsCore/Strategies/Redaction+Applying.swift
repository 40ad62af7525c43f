extension Redaction {
  /// `snapshot` with every match of this text redaction replaced, or `nil` when it has
  /// no match (or is a field redaction, which the strategy applied while writing).
  func applied(to snapshot: Snapshot) -> Snapshot? {
    // A frame's style section is not text to redact: only its rows are.
    let frame = snapshot.kind == .frame ? FrameFile(parsing: snapshot.text) : nil
    let rows = (frame?.rows ?? SnapshotFormat.rows(of: snapshot.text)).joined(separator: "\n")
    let redacted: String
    switch target {
    case .field:
      return nil
    case .pattern(let regex):
      guard rows.contains(regex) else { return nil }
      redacted = rows.replacing(regex, with: replacement)
    case .text(let text):
      guard !text.isEmpty, rows.contains(text) else { return nil }
      redacted = rows.replacing(text, with: replacement)
    }
    if let frame, frame.isStyled {
      return Snapshot(frameRows: redacted, styleSection: frame.styleSection)
    }
    return Snapshot(kind: snapshot.kind, text: redacted)
  }
}
