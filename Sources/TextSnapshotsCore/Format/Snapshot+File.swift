extension Snapshot {
  /// This snapshot as the golden file with the extension `pathExtension` holds it: the
  /// snapshot itself for `txt`; for any other extension, the text the strategy made,
  /// without header or fences, ending in one newline.
  ///
  /// So a `.json` golden is the JSON, which an editor highlights and a JSON tool reads,
  /// and every such file ends as a POSIX text file does. The price: a text and the same
  /// text with one newline more make the same file, so a test cannot tell them apart
  /// (a `txt` golden can). A frame stays `txt`: its style plane and changed cells need
  /// the fences.
  ///
  /// - Throws: ``SnapshotError/unrepresentable(type:reason:)`` when `pathExtension` is
  ///   not a plain extension (letters, digits, `-`, `_`), or is `new` or `diff`, which
  ///   would be taken for a pending file; and for a frame, with any extension but `txt`.
  func stored(withExtension pathExtension: String) throws(SnapshotError) -> Snapshot {
    guard pathExtension != SnapshotLocation.goldenExtension else { return self }
    guard !pathExtension.isEmpty, SnapshotName.sanitized(pathExtension) == pathExtension,
      !["new", "diff"].contains(pathExtension.lowercased())
    else {
      throw .unrepresentable(
        type: kind.rawValue,
        reason: """
          its pathExtension "\(pathExtension)" is not a file extension; use letters, \
          digits, - and _ (and not new or diff, which name pending files)
          """)
    }
    guard kind != .frame else {
      throw .unrepresentable(
        type: "Frame",
        reason: """
          a frame's golden is a .\(SnapshotLocation.goldenExtension) file (its style plane \
          needs the fences), not .\(pathExtension)
          """)
    }
    var rows = SnapshotFormat.rows(of: text)
    if rows.count > 1, rows.last == "" { rows.removeLast() }
    var stored = self
    stored.text = rows.joined(separator: "\n") + "\n"
    return stored
  }
}
